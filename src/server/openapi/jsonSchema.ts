// A shared yup schema as JSON Schema (OpenAPI 3.1 speaks JSON Schema 2020-12), for the API's own description.
// @sodaru/yup-to-json-schema converts what yup's describe() says (types, required, nullable, enums from oneOf,
// min/max/length, patterns, e-mail, nested objects and arrays); this adds what the product's schemas mean beyond
// it, read from the same description: a `date` test is a yyyy-MM-dd date, an optional field with a default also
// takes null (docs/api.md "Clearing a field": null empties it), enums drop yup's references, and each field gets
// its form's English label.
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { JSONSchema7, JSONSchema7TypeName } from 'json-schema';
import type { Schema, SchemaDescription, SchemaFieldDescription } from 'yup';

export type JsonSchema = JSONSchema7 & { [extension: string]: unknown };

/** A field's English label (its form's), when there is one. */
export type LabelOf = (path: string) => string | undefined;

type Described = SchemaDescription & {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription;
};

const isRef = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'ref';

const typesOf = (json: JsonSchema): JSONSchema7TypeName[] =>
  json.type === undefined ? [] : Array.isArray(json.type) ? [...json.type] : [json.type];

/** Adds `null` to a schema's types (and to its enum, when it has one). */
export function allowNull(json: JsonSchema): void {
  const types = typesOf(json);
  if (types.length > 0 && !types.includes('null')) json.type = [...types, 'null'];
  if (json.enum && !json.enum.includes(null)) json.enum = [...json.enum, null];
}

/** The product's meanings on one converted node, and its children in turn. */
function refine(json: JsonSchema, description: Described, path: string, labelOf: LabelOf): JsonSchema {
  // yup lists references (`oneOf([ref('x')])`) and `undefined` among allowed values; JSON has neither.
  if (json.enum) {
    const values = [...new Set(json.enum.filter((value) => value !== undefined && !isRef(value)))];
    if (values.length > 0) json.enum = values;
    else delete json.enum;
  }
  if (json.not && typeof json.not === 'object' && Array.isArray(json.not.enum)) {
    const values = json.not.enum.filter((value) => value !== undefined && !isRef(value));
    if (values.length > 0) json.not = { enum: values };
    else delete json.not;
  }
  // A `mixed` without oneOf says nothing of its type: any JSON value (an empty list of types is invalid).
  if (Array.isArray(json.type) && json.type.length === 0) delete json.type;
  if (description.tests.some((test) => test.name === 'date')) json.format = 'date';
  // An object's default is yup's object of its fields' defaults: the fields say them already.
  if (description.type === 'object') delete json.default;
  // An optional field with a default stores it for null (the `toEmpty` builders); an object's default is only
  // yup's object of its fields' defaults, so an object takes null only when it says so.
  const defaulted =
    description.optional && description.type !== 'object' && description.default !== undefined;
  if (description.nullable || defaulted) allowNull(json);
  if (Array.isArray(json.type) && json.type.length === 1) json.type = json.type[0];
  const label = path ? labelOf(path) : undefined;
  if (label && !json.title) json.title = label;
  const meta = description.meta as { description?: unknown } | undefined;
  if (typeof meta?.description === 'string') json.description = meta.description;

  if (description.fields && json.properties) {
    for (const [name, field] of Object.entries(description.fields)) {
      const property = json.properties[name];
      if (property && typeof property === 'object' && 'tests' in field)
        json.properties[name] = refine(property as JsonSchema, field as Described, name, labelOf);
    }
  }
  if (description.innerType && 'tests' in description.innerType && json.items && !Array.isArray(json.items))
    json.items = refine(json.items as JsonSchema, description.innerType as Described, `${path}[]`, labelOf);
  return json;
}

/** `schema` as JSON Schema; `labelOf` names its fields (the registry row's form labels). */
export function toJsonSchema(schema: Schema, labelOf: LabelOf = () => undefined): JsonSchema {
  const json = convertSchema(schema as never) as JsonSchema;
  return refine(json, schema.describe() as Described, '', labelOf);
}

/** Every field of an object schema made optional: a partial edit (omitted fields keep their stored value). */
export function partial(json: JsonSchema): JsonSchema {
  const { required: _required, ...rest } = json;
  return rest;
}

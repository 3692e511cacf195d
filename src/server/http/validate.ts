// Runs a shared yup schema on a request body; failures become 400 with { field: i18n key }.
import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import { findUnsafeInput } from './inputGuard';
import { validationFailed } from './errors';

export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationFailed({});
  // Shape first: yup's transforms throw TypeErrors (→ 500) on a text field given an array or an
  // object, and on keys named like Object.prototype's members.
  const unsafe = findUnsafeInput(body);
  if (unsafe) throw validationFailed({ [unsafe]: INVALID });
  const shape = shapeErrors(schema, body, '');
  if (Object.keys(shape).length > 0) throw validationFailed(shape);
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw validationFailed(fieldErrors(error));
  }
}

/** First message per field path; yup errors without a path go under '_'. */
export function fieldErrors(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const key = inner.path || '_';
    fields[key] ??= String(inner.message);
  }
  return fields;
}

const INVALID = 'generic.fields.invalid';
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Values whose JSON type cannot be what the schema's field expects: a text, number, boolean or date field given
 * an object or array, an object field given a non-object, an array field given a non-array — checked through
 * nested objects and arrays. Null and absent values are left to the schema (required / nullable).
 */
export function shapeErrors(schema: Schema, value: unknown, path: string, out: Record<string, string> = {}) {
  if (value === undefined || value === null) return out;
  const key = path || '_';
  switch (schema.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'date':
      if (typeof value === 'object') out[key] = INVALID;
      break;
    case 'object': {
      if (!isPlainObject(value)) {
        out[key] = INVALID;
        break;
      }
      const fields = (schema as unknown as { fields?: Record<string, Schema> }).fields ?? {};
      for (const name of Object.keys(value)) {
        if (!Object.prototype.hasOwnProperty.call(fields, name)) continue;
        shapeErrors(fields[name]!, value[name], path ? `${path}.${name}` : name, out);
      }
      break;
    }
    case 'array': {
      if (!Array.isArray(value)) {
        out[key] = INVALID;
        break;
      }
      const inner = (schema as unknown as { innerType?: Schema }).innerType;
      if (inner) value.forEach((item, i) => shapeErrors(inner, item, `${path}[${i}]`, out));
      break;
    }
    default:
      break;
  }
  return out;
}

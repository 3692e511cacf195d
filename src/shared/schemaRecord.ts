// An entity's record type as the API answers it, derived from its yup schema (the issue "An entity's shape written
// once"): the schema gives the row type, the API contract (__tests__/server/resources/recordContract.test.ts) and
// the form's validation.
import type { AnyObjectSchema, InferType } from 'yup';

/** One field as answered: optional in the form → may be null; named nullable → may be null; else present. */
type Answered<T, IsNullable extends boolean> = undefined extends T
  ? Exclude<T, undefined> | null
  : IsNullable extends true
    ? NonNullable<T> | null
    : NonNullable<T>;

/**
 * `{ id }` and every field of the schema, always present: a field the form may leave empty (its inferred type
 * holds `undefined`) answers `T | null`, a field named in `Nullable` — one the form requires but old rows lack —
 * `T | null`, every other one its value. Ids, computed fields and JSON attributes are not in a schema: add them.
 */
export type SchemaRecord<Schema extends AnyObjectSchema, Nullable extends string = never> = {
  id: number;
} & {
  -readonly [K in keyof InferType<Schema>]-?: Answered<
    InferType<Schema>[K],
    K extends Nullable ? true : false
  >;
} extends infer R
  ? { [K in keyof R]: R[K] }
  : never;

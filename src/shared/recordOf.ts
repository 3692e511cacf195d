// The record type of a registry row, by name, as the API answers it: the SPA's slices and screens and the server
// are typed with it, never with a copy. A row with a schema needs nothing more — its record is its schema's
// (schemaRecord.ts) with the row's `nullable` fields `| null` and its `writeOnly` fields left out; the row's
// `record` (resourceDef.ts) says what the schema cannot: fields the server fills, a parent's id, computed and JSON
// fields, a record without a schema (written by hand, saying why), or another row's record. A type a row names
// lives beside its schema (schemas/<area>.ts) and must not read this file: the registry's type would depend on
// itself, and the schema would close an import circle through the registry. Names for whole records
// (`User = RecordOf<'users'>`) are given where they are used, in files no row imports.
import type { AnyObjectSchema } from 'yup';
import type { RecordMark } from './resourceDef';
import type { RESOURCES } from './resources';
import type { SchemaRecord } from './schemaRecord';

type Rows = typeof RESOURCES;

/** What a row's own schema says of its records (loose records for a row without a schema). */
export type RowRecord<Row> = Row extends { schema: infer S extends AnyObjectSchema }
  ? Omit<
      SchemaRecord<S, Row extends { nullable: readonly (infer N extends string)[] } ? N : never>,
      Row extends { writeOnly: readonly (infer W extends string)[] } ? W : never
    >
  : Record<string, unknown>;

/** `Base` with `Over`'s fields added or answered otherwise. */
type Merged<Base, Over> = Omit<Base, keyof Over> & Over extends infer R ? { [K in keyof R]: R[K] } : never;

/** A row's record: another row's (`record: 'members'`), its schema's with the row's `record` over it, or either. */
type RecordOfRow<Row> = Row extends { record: infer Other extends keyof Rows }
  ? RecordOf<Other>
  : Row extends { record: RecordMark<infer Over> }
    ? Row extends { schema: AnyObjectSchema }
      ? Merged<RowRecord<Row>, Over>
      : Over
    : RowRecord<Row>;

/** The keys a row wrote itself (`{ member_id: 'members' }`), without the index signature of the row's type. */
type WrittenKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] } & string;

/** The columns a row's records point at others by (`references`, `owner`): the server names them in `names`. */
export type NamedColumns<Row> =
  | (Row extends { references: infer R } ? WrittenKeys<R> : never)
  | (Row extends { owner: { column: infer C extends string } } ? (string extends C ? never : C) : never);

/**
 * `names`: what a record answers beside its fields for each column naming another record (`names.branch_id`:
 * "Kadıköy Şubesi"), when that record's row has a `label`; read-only, never stored.
 */
type Names<Row> = [NamedColumns<Row>] extends [never]
  ? unknown
  : { names?: { readonly [K in NamedColumns<Row>]?: string } };

/** The record of the registry row `Name`, as the API answers it (with the `names` of what it points at). */
export type RecordOf<Name extends string> = Name extends keyof Rows
  ? RecordOfRow<Rows[Name]> & Names<Rows[Name]> extends infer R
    ? { [K in keyof R]: R[K] }
    : never
  : Record<string, unknown>;

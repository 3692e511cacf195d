// The record type of a registry row, by name: the SPA's slices and screens are typed with it. A row with a schema
// needs no line in records.ts — its record is its schema's (schemaRecord.ts) with the row's `nullable` fields
// `| null` and its `writeOnly` fields left out; RecordTypes names only the records a schema cannot say.
import type { AnyObjectSchema } from 'yup';
import type { RecordTypes } from './records';
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

/** The record of the registry row `Name`: RecordTypes' when it names one, else the row's schema's. */
export type RecordOf<Name extends string> = Name extends keyof RecordTypes
  ? RecordTypes[Name]
  : Name extends keyof Rows
    ? RowRecord<Rows[Name]>
    : Record<string, unknown>;

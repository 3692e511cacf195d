// One slice per registry row, made here from the shared registry (ARCHITECTURE §3): the store knows every
// entity without importing a feature, the QA replayer and DevTools see them all, and a feature reads
// `entities.members` instead of building a slice of its own.
import type { Reducer } from '@reduxjs/toolkit';
import type { RecordTypes } from '../../shared/records';
import { RESOURCES, type ResourceName } from '../../shared/resources';
import { createEntitySlice, type EntitySlice, type EntitySliceState } from './createEntitySlice';

/** A row's record type from shared/records.ts; a row without one gets loose records until it is written. */
type RecordOf<Name extends string> = Name extends keyof RecordTypes
  ? RecordTypes[Name]
  : Record<string, unknown>;

export type EntitySlices = { [Name in ResourceName]: EntitySlice<RecordOf<Name>> };

export const entities = Object.fromEntries(
  Object.values(RESOURCES).map((def) => [def.name, createEntitySlice(def)]),
) as unknown as EntitySlices;

/** The reducers by slice name, typed per entity, for the root reducer. */
export const entityReducers = Object.fromEntries(
  Object.values(entities).map((slice) => [slice.name, slice.reducer]),
) as {
  [Name in ResourceName]: Reducer<EntitySliceState<RecordOf<Name>>>;
};

// One slice per registry row, made here from the shared registry (ARCHITECTURE §3) and injected into the root
// reducer on first import: the store knows every entity without importing a feature, the QA replayer and
// DevTools see them all (they import this module), and a feature reads `entities.members` instead of building
// a slice of its own.
import type { RecordOf } from '../../shared/recordOf';
import { RESOURCES, type ResourceName } from '../../shared/resources';
import { declarePersonalFields } from './actionLog/personalFields';
import { createEntitySlice, type EntitySlice, type EntitySliceState } from './createEntitySlice';
import { rootReducer } from './index';

// The action log and DevTools pseudonymise the fields the rows mark personal.
declarePersonalFields(RESOURCES);

export type EntitySlices = { [Name in ResourceName]: EntitySlice<RecordOf<Name>> };

export const entities = Object.fromEntries(
  Object.values(RESOURCES).map((def) => [def.name, createEntitySlice(def)]),
) as unknown as EntitySlices;

/** The entity slices' states by name, as the root state holds them once injected. */
export type EntityStates = { [Name in ResourceName]: EntitySliceState<RecordOf<Name>> };

for (const slice of Object.values(entities) as EntitySlice[]) slice.injectInto(rootReducer);

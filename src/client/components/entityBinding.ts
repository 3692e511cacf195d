// What generic screens need from a slice made by createEntitySlice, plus their shared dispatch type and the
// row's screen paths filled for a record and its parents.
import { fillPath, type ParentParams } from '../../shared/resourceDef';
import type { Entity, EntitySlice, Id } from '../store/createEntitySlice';

/** The factory's output as screens see it; a slice with extra reducers still fits. */
export type EntityBinding<T extends Entity> = Pick<
  EntitySlice<T>,
  'name' | 'def' | 'thunks' | 'operations' | 'actions' | 'selectors' | 'clientFor' | 'keyOf'
>;

export { useEntityDispatch, type EntityDispatch } from '../store/hooks';

/** A screen path of the row (`/member-edit/:id/...`) for a record key and the parents, or undefined when the row has none. */
export function screenPath(
  template: string | undefined,
  parent: ParentParams = {},
  id?: Id,
): string | undefined {
  if (!template) return undefined;
  return fillPath(template, id === undefined ? parent : { ...parent, id });
}

// Controller of an add/edit screen (ra-core's useEditController/useCreateController): reads the record,
// saves it, picks the error banner of the screen's scopes and the save permission; no markup.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { permissionOf, type ParentParams } from '../../shared/resourceDef';
import type { Body } from '../api/resourceClient';
import type { Entity, Id, Scope } from '../store/createEntitySlice';
import { returnPathOf } from '../lib/returnPath';
import { useToast } from '../lib/useToast';
import { useCan } from './Can';
import { screenPath, useEntityDispatch, type EntityBinding } from './entityBinding';
import { useAppSelector } from '../store/hooks';

export type FormMode = 'create' | 'edit';

/**
 * Runs after a successful save (e.g. the image upload). Returning false means the step failed and has shown
 * its own message: no success notice follows and the flow stops (spec part 1 §4).
 */
export type AfterSave<T> = (record: T, mode: FormMode) => boolean | Promise<boolean>;

/**
 * failed: nothing saved (the banner shows why; `fields`: the fields a conflict names, e.g. a taken username, with
 * their message keys); incomplete: saved, but the after-save step failed.
 */
export type SaveOutcome<T> =
  { status: 'failed'; fields?: Record<string, string> } | { status: 'saved' | 'incomplete'; record: T };

/** The fields a refused save names, when it was refused as a conflict (409: a value another record holds). */
const conflictFields = (meta: { status?: number; code?: string; fields?: Record<string, string> }) =>
  meta.status === 409 && meta.code === 'conflict' ? meta.fields : undefined;

export interface FormControllerOptions<T extends Entity> {
  entity: EntityBinding<T>;
  /** The record to edit; absent on an add screen. */
  id?: Id;
  parent?: ParentParams;
  afterSave?: AfterSave<T>;
  /** Return to the list after a successful update too (moves and messages go back after either). */
  leaveAfterUpdate?: boolean;
}

/**
 * The list a successful create returns to, and the edit screen a partly failed create goes to, are the row's
 * screens; a `?return=` path (lib/returnPath.ts) replaces the list (the desk's package sale goes back to the desk).
 */
export function useEntityFormController<T extends Entity>({
  entity,
  id,
  parent,
  afterSave,
  leaveAfterUpdate = false,
}: FormControllerOptions<T>) {
  const { def, keyOf } = entity;
  const [search] = useSearchParams();
  const listPath = returnPathOf(search) ?? screenPath(def.screens.list, parent) ?? '/';
  const editPath = (key: Id) => screenPath(def.screens.edit, parent, key);
  const dispatch = useEntityDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const mode: FormMode = id === undefined || id === '' ? 'create' : 'edit';
  const status = useAppSelector(entity.selectors.selectStatus);
  const errors = useAppSelector(entity.selectors.selectErrors);
  const current = useAppSelector(entity.selectors.selectCurrent);
  // Route params are strings, ids from the API numbers: compare as text.
  const record =
    mode === 'edit' && current && String(keyOf(current)) === String(id) ? (current as T) : undefined;
  const canSave = useCan(permissionOf(def, mode === 'create' ? 'create' : 'update'));
  /** Lifted while a save navigates away, so the unsaved-changes guard lets it through. */
  const leaving = useRef(false);
  /** Someone else saved the record since it was read (412): the edit may reload it or overwrite it. */
  const [overtaken, setOvertaken] = useState(false);

  const scopes: Scope[] = useMemo(() => (mode === 'create' ? ['create'] : ['read', 'update']), [mode]);
  const errorScope = scopes.find((scope) => errors[scope] !== null);

  useEffect(() => {
    if (mode === 'edit' && id !== undefined) void dispatch(entity.thunks.read({ id, parent }));
    // The parent object may be written inline: its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, entity, mode, id, JSON.stringify(parent)]);

  // Errors of this screen's scopes are cleared when it is left (spec part 1 §4).
  useEffect(
    () => () => {
      for (const scope of scopes) dispatch(entity.actions.clearError(scope));
    },
    [dispatch, entity, scopes],
  );

  const clearError = useCallback(
    (scope: Scope) => dispatch(entity.actions.clearError(scope)),
    [dispatch, entity],
  );

  const save = useCallback(
    /** `overwrite`: save over a change made meanwhile (after a 412), without the version check. */
    async (body: Body, overwrite = false): Promise<SaveOutcome<T>> => {
      if (mode === 'create') {
        const result = await dispatch(entity.thunks.create({ body, parent }));
        if (!entity.thunks.create.fulfilled.match(result))
          return { status: 'failed', fields: conflictFields(result.meta) };
        const created = result.payload as T;
        if (afterSave && !(await afterSave(created, mode))) {
          const target = editPath(keyOf(created));
          if (target) {
            leaving.current = true;
            navigate(target, { replace: true });
          }
          return { status: 'incomplete', record: created };
        }
        toast.success(t('generic.success_message'));
        leaving.current = true;
        navigate(listPath);
        return { status: 'saved', record: created };
      }
      // The version the edit started from (the record as read): a change made meanwhile answers 412.
      const stored = (record as { updated_at?: unknown } | undefined)?.updated_at;
      const version = !overwrite && typeof stored === 'string' ? stored : undefined;
      const result = await dispatch(entity.thunks.update({ id: id as Id, body, parent, version }));
      if (!entity.thunks.update.fulfilled.match(result)) {
        setOvertaken(result.meta.status === 412);
        return { status: 'failed', fields: conflictFields(result.meta) };
      }
      setOvertaken(false);
      const updated = result.payload as T;
      if (afterSave && !(await afterSave(updated, mode))) return { status: 'incomplete', record: updated };
      toast.success(t('generic.success_message'));
      if (leaveAfterUpdate) {
        leaving.current = true;
        navigate(listPath);
      }
      return { status: 'saved', record: updated };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listPath and editPath follow from entity and parent
    [mode, dispatch, entity, parent, afterSave, navigate, toast, t, id, leaveAfterUpdate, record],
  );

  /** After a 412: read the record as it is now (the form shows it; unsaved edits are dropped). */
  const reload = useCallback(() => {
    setOvertaken(false);
    dispatch(entity.actions.clearError('update'));
    if (id !== undefined) void dispatch(entity.thunks.read({ id, parent }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, entity, id, JSON.stringify(parent)]);

  return {
    listPath,
    mode,
    record,
    /** The edit screen is still waiting for its record. */
    loading: mode === 'edit' && record === undefined && errors.read === null,
    busy: status === 'creating' || status === 'updating' || status === 'reading',
    status,
    errorScope,
    error: errorScope ? errors[errorScope] : null,
    clearError,
    canSave,
    save,
    leaving,
    overtaken,
    reload,
  };
}

export type EntityFormController<T extends Entity> = ReturnType<typeof useEntityFormController<T>>;

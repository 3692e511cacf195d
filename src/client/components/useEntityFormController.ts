// Controller of an add/edit screen (ra-core's useEditController/useCreateController): reads the record,
// saves it, picks the error banner of the screen's scopes and the save permission; no markup.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Body } from '../api/resourceClient';
import type { Entity, Id, Scope } from '../store/createEntitySlice';
import { useToast } from '../lib/useToast';
import { useCan } from './Can';
import { useEntityDispatch, type EntityBinding } from './entityBinding';

export type FormMode = 'create' | 'edit';

/**
 * Runs after a successful save (e.g. the image upload). Returning false means the step failed and has shown
 * its own message: no success notice follows and the flow stops (spec part 1 §4).
 */
export type AfterSave<T> = (record: T, mode: FormMode) => boolean | Promise<boolean>;

/** failed: nothing saved (the banner shows why); incomplete: saved, but the after-save step failed. */
export type SaveOutcome<T> = { status: 'failed' } | { status: 'saved' | 'incomplete'; record: T };

export interface FormControllerOptions<T extends Entity> {
  entity: EntityBinding<T>;
  family: string;
  /** The record to edit; absent on an add screen. */
  id?: Id;
  parentId?: Id;
  /** Where a successful create goes (spec: back to the list). */
  listPath: string;
  /** Where a create whose after-save step failed goes, so the saved record is not created twice. */
  editPath?: (id: Id) => string;
  afterSave?: AfterSave<T>;
}

export function useEntityFormController<T extends Entity>({ entity, family, id, parentId, listPath, editPath, afterSave }: FormControllerOptions<T>) {
  const dispatch = useEntityDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const mode: FormMode = id === undefined || id === '' ? 'create' : 'edit';
  const status = useSelector(entity.selectors.selectStatus);
  const errors = useSelector(entity.selectors.selectErrors);
  const current = useSelector(entity.selectors.selectCurrent);
  // Route params are strings, ids from the API numbers: compare as text.
  const record = mode === 'edit' && current && String(current.id) === String(id) ? (current as T) : undefined;
  const canSave = useCan(`${family}_${mode === 'create' ? 'CREATE' : 'UPDATE'}`);
  /** Lifted while a save navigates away, so the unsaved-changes guard lets it through. */
  const leaving = useRef(false);

  const scopes: Scope[] = useMemo(() => (mode === 'create' ? ['create'] : ['read', 'update']), [mode]);
  const errorScope = scopes.find((scope) => errors[scope] !== null);

  useEffect(() => {
    if (mode === 'edit' && id !== undefined) void dispatch(entity.thunks.read({ id, parentId }));
  }, [dispatch, entity, mode, id, parentId]);

  // Errors of this screen's scopes are cleared when it is left (spec part 1 §4).
  useEffect(
    () => () => {
      for (const scope of scopes) dispatch(entity.actions.clearError(scope));
    },
    [dispatch, entity, scopes],
  );

  const clearError = useCallback((scope: Scope) => dispatch(entity.actions.clearError(scope)), [dispatch, entity]);

  const save = useCallback(
    async (body: Body): Promise<SaveOutcome<T>> => {
      if (mode === 'create') {
        const result = await dispatch(entity.thunks.create({ body, parentId }));
        if (!entity.thunks.create.fulfilled.match(result)) return { status: 'failed' };
        const created = result.payload as T;
        if (afterSave && !(await afterSave(created, mode))) {
          if (editPath) {
            leaving.current = true;
            navigate(editPath(created.id), { replace: true });
          }
          return { status: 'incomplete', record: created };
        }
        toast.success(t('generic.success_message'));
        leaving.current = true;
        navigate(listPath);
        return { status: 'saved', record: created };
      }
      const result = await dispatch(entity.thunks.update({ id: id as Id, body, parentId }));
      if (!entity.thunks.update.fulfilled.match(result)) return { status: 'failed' };
      const updated = result.payload as T;
      if (afterSave && !(await afterSave(updated, mode))) return { status: 'incomplete', record: updated };
      toast.success(t('generic.success_message'));
      return { status: 'saved', record: updated };
    },
    [mode, dispatch, entity, parentId, afterSave, editPath, navigate, toast, t, listPath, id],
  );

  return {
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
  };
}

export type EntityFormController<T extends Entity> = ReturnType<typeof useEntityFormController<T>>;

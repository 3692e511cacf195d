// The state of the move-video screen (spec part 2 §4): 'add' until media is found for the move name (a failed
// load is silently nothing to edit), then 'edit'. After an add the screen switches to edit and reads the media
// again; after an edit the page fully reloads. Add and edit share one busy state and one error banner — the
// spec's "course-package updating state and update error scope" — held by the moves library's own slice.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEntityDispatch } from '../../components/entityBinding';
import { entities } from '../../store/entities';
import { reloadPage } from './reloadPage';
import { useAppSelector } from '../../store/hooks';

const slice = entities.moveMedia;
export type VideoMode = 'loading' | 'add' | 'edit';

export interface VideoSubmit {
  description: string;
  file: File | null;
}

export function useMoveVideo(moveName: string) {
  const dispatch = useEntityDispatch();
  const navigate = useNavigate();
  const [mode, setMode] = useState<VideoMode>('loading');
  const record = useAppSelector((state) => slice.selectors.selectById(state, moveName));
  const status = useAppSelector(slice.selectors.selectStatus);
  const errors = useAppSelector(slice.selectors.selectErrors);

  const load = useCallback(async () => {
    const result = await dispatch(slice.thunks.read({ id: moveName }));
    setMode(result.meta.requestStatus === 'fulfilled' ? 'edit' : 'add');
    // A missing media is not an error on this screen (spec part 2 §8).
    if (result.meta.requestStatus !== 'fulfilled') dispatch(slice.actions.clearError('read'));
  }, [dispatch, moveName]);

  useEffect(() => {
    void load();
  }, [load]);

  const submit = useCallback(
    async ({ description, file }: VideoSubmit): Promise<boolean> => {
      const body = { description, ...(file ? { file } : {}), create_user: 1, update_user: 1 };
      if (mode === 'add') {
        const result = await dispatch(slice.thunks.create({ body: { ...body, move_name: moveName } }));
        if (result.meta.requestStatus !== 'fulfilled') return false;
        const created = result.payload as { id: number };
        setMode('edit');
        navigate(`/movesComponent-edit/${encodeURIComponent(moveName)}/${created.id}`, { replace: true });
        await load();
        return true;
      }
      const result = await dispatch(slice.thunks.update({ id: moveName, body }));
      if (result.meta.requestStatus !== 'fulfilled') return false;
      reloadPage();
      return true;
    },
    [dispatch, load, mode, moveName, navigate],
  );

  /** DELETE moveMedia/{id}: the move has no media any more; back to the list. A refusal is answered as text. */
  const remove = useCallback(async (): Promise<string | undefined> => {
    if (!record) return undefined;
    const result = await dispatch(slice.thunks.remove({ id: record.id }));
    if (result.meta.requestStatus !== 'fulfilled') return String(result.payload ?? '');
    navigate('/movesComponent');
    return undefined;
  }, [dispatch, navigate, record]);

  const error = errors.update ?? errors.create;
  const clearError = useCallback(() => {
    dispatch(slice.actions.clearError('update'));
    dispatch(slice.actions.clearError('create'));
  }, [dispatch]);

  return {
    mode,
    record: mode === 'edit' ? record : undefined,
    busy: status === 'creating' || status === 'updating',
    error,
    clearError,
    submit,
    remove,
  };
}

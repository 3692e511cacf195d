// Runs one of a row's operations for a member and keeps its latest answer (the dashboard, a report), reloading
// when `version` changes (after a save).
import { useCallback, useEffect, useState } from 'react';
import { useEntityDispatch } from '../../components/entityBinding';
import type { EntitySlice } from '../../store/createEntitySlice';

export function useOperation<Answer>(
  slice: Pick<EntitySlice, 'operations'>,
  name: string,
  memberId: number,
  body: Record<string, unknown> | undefined,
  /** Anything that changes when the answer may have (a save counter, the list's total after a delete). */
  version: unknown,
) {
  const dispatch = useEntityDispatch();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(body ?? {});
  const run = useCallback(async () => {
    const result = await dispatch(
      slice.operations[name]!({
        parent: { member_id: memberId },
        body: JSON.parse(key) as Record<string, unknown>,
      }),
    );
    if (result.meta.requestStatus === 'fulfilled') {
      setAnswer(result.payload as Answer);
      setError(null);
    } else setError(String(result.payload ?? ''));
  }, [dispatch, slice, name, memberId, key]);
  useEffect(() => {
    void run();
  }, [run, version]);
  return { answer, error };
}

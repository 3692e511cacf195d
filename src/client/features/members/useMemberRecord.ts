// The member of the edit page, for its header. Read here only when the open tab does not read it itself
// (the informations tab's form does), so one screen makes one read.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { entities } from '../../store/entities';

export function useMemberRecord(id: number, read: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!read || !Number.isInteger(id) || id <= 0) return undefined;
    const request = dispatch(entities.members.thunks.read({ id }));
    return () => request.abort();
  }, [dispatch, id, read]);
  // The record just read (not a possibly stale list row).
  const current = useAppSelector(entities.members.selectors.selectCurrent);
  const error = useAppSelector(entities.members.selectors.selectErrors).read;
  return { record: current?.id === id ? current : undefined, error: read ? error : null };
}

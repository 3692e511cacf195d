// Create and update of a member's progress record from a tab's inline form: the slice's thunks under the member,
// a toast on success, the list reloaded, and a version number that tells the dashboards to reload.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityDispatch } from '../../components/entityBinding';
import { useToast } from '../../lib/useToast';
import type { EntitySlice } from '../../store/createEntitySlice';
import { useAppSelector } from '../../store/hooks';

export function useMemberRecords(slice: EntitySlice, memberId: number) {
  const dispatch = useEntityDispatch();
  const toast = useToast();
  const { t } = useTranslation();
  const parent = { member_id: memberId };
  const [editing, setEditing] = useState<Record<string, unknown> | 'new' | null>(null);
  const [version, setVersion] = useState(0);
  const status = useAppSelector(slice.selectors.selectStatus);
  const errors = useAppSelector(slice.selectors.selectErrors);

  const save = async (body: Record<string, unknown>) => {
    const record = editing !== 'new' && editing ? editing : null;
    const result = await dispatch(
      record
        ? slice.thunks.update({ parent, id: record.id as number, body })
        : slice.thunks.create({ parent, body }),
    );
    if (result.meta.requestStatus !== 'fulfilled') return;
    toast.success(t('generic.success_message'));
    setEditing(null);
    setVersion((v) => v + 1);
    void dispatch(slice.thunks.search({ parent }));
  };

  return {
    parent,
    editing,
    setEditing,
    version,
    bump: () => setVersion((v) => v + 1),
    save,
    saving: status === 'creating' || status === 'updating',
    error: editing === 'new' ? errors.create : editing ? errors.update : null,
  };
}

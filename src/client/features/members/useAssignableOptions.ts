// Options of the assigned-users dropdowns (spec part 1 §7, §9): coaches (active, up to 250), nutritionists
// (any status, up to 250) and branches, sorted by name; a failed load shows the error in a toast.
// Minimal stand-in for the shared OptionSelect of components/, which had not landed when this was written.
import { useEffect, useState } from 'react';
import { chooseErrorMessage } from '../../api/http';
import { createResourceClient } from '../../api/resourceClient';
import type { Option } from '../../components/fields';
import { useToast } from '../../lib/useToast';
import type { QueryValue } from '../../../shared/query';

export type OptionSource = 'coach' | 'nutritionist' | 'branches';

const SOURCES: Record<OptionSource, { path: string; criteria: Record<string, QueryValue> }> = {
  coach: { path: 'users', criteria: { type: 'coach', status: 'active' } },
  nutritionist: { path: 'users', criteria: { type: 'nutritionist' } },
  branches: { path: 'branches', criteria: {} },
};
const LIMIT = 250;

interface Named {
  id: number;
  name: string;
  lastname?: string;
}

const label = (record: Named) => [record.name, record.lastname].filter(Boolean).join(' ');

export function useAssignableOptions(source: OptionSource): { options: Option[]; loading: boolean } {
  const toast = useToast();
  const [state, setState] = useState<{ options: Option[]; loading: boolean }>({ options: [], loading: true });
  useEffect(() => {
    let live = true;
    const { path, criteria } = SOURCES[source];
    createResourceClient<Named>(path)
      .list({ criteria, sort: 'name', sort_by: 'ASC', page: 0, count: LIMIT })
      .then(({ data }) => live && setState({ options: data.map((r) => ({ value: r.id, label: label(r) })), loading: false }))
      .catch((error: unknown) => {
        if (!live) return;
        setState({ options: [], loading: false });
        toast.error(chooseErrorMessage(error));
      });
    return () => {
      live = false;
    };
  }, [source, toast]);
  return state;
}

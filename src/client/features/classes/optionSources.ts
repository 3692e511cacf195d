// The dropdown sources of the classes' forms and filters: branches without the users' "mobile" choice (a room or a
// class is in a real branch), class types and the rooms of one branch.
import { OPTION_PRESETS, type OptionSource } from '../../components/optionPresets';

export const branchSource: OptionSource = { ...OPTION_PRESETS.branches, special: undefined };

export const classTypeSource: OptionSource = {
  path: 'classTypes',
  params: { start: 0, count: 250, sort: 'name', sort_by: 'ASC' },
  label: 'name',
  permission: 'CLASSES_SEARCH',
};

/** Only active types are offered for a new schedule or class; a stored passive one still shows its name. */
export const activeClassTypeSource: OptionSource = {
  ...classTypeSource,
  params: { ...classTypeSource.params, status: 'active' },
};

/** The rooms of `branchId` (every room while no branch is chosen). */
export const roomSource = (branchId?: number | null): OptionSource => ({
  path: 'rooms',
  params: { start: 0, count: 250, sort: 'name', sort_by: 'ASC', branch_id: branchId ?? undefined },
  label: 'name',
  permission: 'CLASSES_SEARCH',
});

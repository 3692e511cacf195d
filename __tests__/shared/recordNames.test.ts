// A record's type holds the `names` the server answers beside it (server/resources/names.ts): one per column that
// points at another record through the row's `references` or `owner`, none for a row that points at nothing.
// The type check is the test; the run checks the names the rows declare, which the type reads.
import type { RecordOf } from '../../src/shared/recordOf';
import { RESOURCES } from '../../src/shared/resources';

type Branch = RecordOf<'branches'>;
type DietList = RecordOf<'dietLists'>;

it('types the names of the columns a row points by', () => {
  const branch: Pick<Branch, 'names'> = {
    names: { supervisor_id: 'Selin Kaya', nutritionist_id: 'Murat Demir' },
  };
  // @ts-expect-error — a branch names no city
  const city: Branch['names'] = { city: 'İstanbul' };
  const owner: DietList['names'] = { member_id: 'Ayşe Demir' };
  // @ts-expect-error — a role points at nothing: no names
  const role: RecordOf<'roles'>['names'] = {};
  expect([branch.names, city, owner, role]).toBeDefined();
  expect(Object.keys(RESOURCES.branches.references)).toEqual(['supervisor_id', 'nutritionist_id']);
  expect(RESOURCES.dietLists.owner).toEqual({ column: 'member_id', resource: 'members' });
});

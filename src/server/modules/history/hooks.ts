// Who reads which history entries: the members reach rule on the entry's member (an entry of nobody's record,
// a food's, reaches everyone; one of a member's record whose member was not told, only those who reach all
// members), and the permission that reads the record (the registry row's rowPermission on `permission`).
// Entries name their member and carry only the changes of fields the reader may read on the record; entries
// written before names were kept are named as the records are now (history/named.ts).
import { idsIn, labelsByKey } from '../../db/repositories/labels';
import { defineHooks } from '../../resources/hooks';
import { memberReach } from '../../resources/memberReach';
import { visibleChanges } from '../../history/visibility';
import { nameOlderEntries } from '../../history/named';
import { RESOURCES } from '../../../shared/resources';
import type { FieldChange } from '../../../shared/history';

export default defineHooks<'history'>({
  reach(principal) {
    const members = memberReach(principal);
    if (!members) return undefined;
    return {
      columns: [],
      value: principal.userId,
      unowned: 'member_id',
      via: { column: 'member_id', table: 'members', reach: members },
    };
  },
  async decorate(records, { db, principal }) {
    const names = await labelsByKey(db, 'members', 'id', ['name'], idsIn(records, 'member_id'));
    const visible = records.map((r) => ({
      ...r,
      member_name: names.get(String(r.member_id)) ?? '',
      changes: visibleChanges(String(r.entity), (r.changes ?? []) as FieldChange[], principal?.permissions),
    }));
    // Named after the reader's cut: a hidden field's reference is never looked up.
    return nameOlderEntries(db, RESOURCES, visible);
  },
});

// Reports: the author is the signed-in user (never the body), and an edit of an approved report sends it back
// to pending — the approval was of the text as it stood. Lists show member, author and approver names.
import { idsIn, labelsByKey } from '../../db/repositories/labels';
import { defineHooks } from '../../resources/hooks';

export default defineHooks<'reports'>({
  toRow(input, { existing, principal }) {
    // status, author and approval are never written from the body.
    const { status: _status, author_id: _author, approved_by: _by, approved_at: _at, ...fields } = input;
    if (!existing) return { ...fields, status: 'pending', author_id: principal.userId };
    return { ...fields, status: 'pending', approved_by: null, approved_at: null };
  },
  async decorate(records, { db }) {
    const [members, users] = await Promise.all([
      labelsByKey(db, 'members', 'id', ['name'], idsIn(records, 'member_id')),
      labelsByKey(db, 'users', 'id', ['name', 'lastname'], idsIn(records, 'author_id', 'approved_by')),
    ]);
    return records.map((r) => ({
      ...r,
      member_name: members.get(String(r.member_id)) ?? '',
      author_name: users.get(String(r.author_id)) ?? '',
      approver_name: users.get(String(r.approved_by)) ?? '',
    }));
  },
});

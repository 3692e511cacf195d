// The check-ins area's registry row: members/{id}/checkins — list, create (spends one lesson) and
// undo (delete the day's last one). Under the member, so the members reach rule covers every call.
import { defineResource, recordType } from '../resourceDef';
import { type CheckinRecord, checkinSchema } from '../schemas/checkins';

export const checkinsRows = {
  checkins: defineResource({
    name: 'checkins',
    record: recordType<CheckinRecord>(),
    path: 'members/:member_id/checkins',
    family: 'CHECKINS',
    parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
    actions: ['search', 'create', 'delete'],
    defaultSort: { sort: 'created_at', sort_by: 'DESC' },
    sortable: ['id', 'created_at', 'day'],
    filters: { member_package_id: 'eq', day: 'eq' },
    schema: checkinSchema,
    // "This is a second visit today": read by the check-in, never stored or answered.
    writeOnly: ['repeat'],
    computed: ['member_name'],
    // A check-in changes its package's used lessons; the packages' lists follow it (and it theirs). The member's
    // name is read from the member.
    dependsOn: ['member_packages', 'members'],
    screens: { list: '/member-edit/:member_id/checkins' },
  }),
} as const;

// The history's registry row: GET history, newest first, filtered by entity, record, member, user,
// action and time. Written only by the server's write paths (src/server/history/), never through this row.
// Each entry is gated by the permission that reads its record (`permission`, a catalogue key) and the members
// reach rule (modules/history), so nobody reads the history of what they could not read.
import { HISTORY_ACTIONS, type HistoryRecord } from '../history';
import { defineResource, recordType } from '../resourceDef';

// Each entry is read with the key that reads its record (a food's with FOODS_READ), which it names.
const gate = { column: 'permission', keys: 'itself' } as const;

export const historyRows = {
  history: defineResource({
    name: 'history',
    record: recordType<HistoryRecord>(),
    path: 'history',
    family: 'HISTORY',
    actions: ['search'],
    permissions: { search: 'HISTORY_READ' },
    defaultSort: { sort: 'id', sort_by: 'DESC' },
    sortable: ['id'],
    filters: {
      entity: 'eq',
      entity_id: 'eq',
      member_id: 'eq',
      user_id: 'eq',
      action: { kind: 'eq', options: HISTORY_ACTIONS },
      // Business days (yyyy-MM-dd): from the day's first instant in Istanbul, to its last.
      from: { kind: 'gte', column: 'created_at', day: true },
      to: { kind: 'lte', column: 'created_at', day: true },
    },
    searchForm: ['entity', 'action', 'user_id', 'from', 'to'],
    json: ['changes'],
    listOmit: ['permission'],
    rowPermission: gate,
    // Entries hold other records' values (a member's old phone): the QA log and DevTools never carry them.
    personal: { changes: 'answers' },
    screens: { list: '/history' },
  }),
  /** members/{id}/history: everything that changed in a member's file (the member within the caller's reach). */
  memberHistory: defineResource({
    name: 'memberHistory',
    record: 'history',
    path: 'members/:member_id/history',
    entity: 'history',
    i18n: 'history',
    family: 'HISTORY',
    parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
    actions: ['search'],
    permissions: { search: 'HISTORY_READ' },
    defaultSort: { sort: 'id', sort_by: 'DESC' },
    sortable: ['id'],
    filters: { entity: 'eq', action: { kind: 'eq', options: HISTORY_ACTIONS } },
    json: ['changes'],
    listOmit: ['permission'],
    rowPermission: gate,
    personal: { changes: 'answers' },
    screens: { list: '/member-edit/:member_id/history' },
  }),
} as const;

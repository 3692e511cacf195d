// The registry rows of the dietLists area (assembled in index.ts; the row shape is resourceDef.ts).
import { defineResource, recordType } from '../resourceDef';
import { type DietListItemRecord, type DietListRecord, MEALS, dietListSchema } from '../schemas/dietLists';

/** What a diet list's answer reads beside its own table (items, what they hold, the member's name and target). */
const DIET_LIST_READS = [
  'diet_list_items',
  'members',
  'users',
  'foods',
  'food_portions',
  'recipes',
  'recipe_ingredients',
];

const DIET_LIST_OPERATIONS = {
  /** POST diet_lists/{id}/_show: the list as a printable PDF. */
  show: {
    method: 'POST',
    on: 'record',
    segment: '_show',
    permission: 'READ',
    answer: 'binary',
    open: true,
    // Each call lays a PDF out: plenty for a nutritionist at work, a bound for a script.
    rateLimit: { windowSeconds: 60, perCaller: 30 },
  },
  /** POST diet_lists/{id}/_send (no body): that PDF mailed to the member through the outbox. */
  send: {
    method: 'POST',
    on: 'record',
    segment: '_send',
    permission: 'UPDATE',
    answer: 'json',
    // Each call queues a mail with a PDF: a few per list, and a bound per staff member.
    rateLimit: { windowSeconds: 900, perSubject: 5, perCaller: 30 },
  },
} as const;

export const dietListsRows = {
  // Diet lists. A list answers its `items` with what each holds, and the member's name and target,
  // so its caches follow those tables; reach goes through the member (coach or nutritionist of it).
  dietLists: defineResource({
    name: 'dietLists',
    record: recordType<DietListRecord>(),
    computed: ['items', 'member_name', 'nutritionist_name', 'target_daily_calorie'],
    owner: { column: 'member_id', resource: 'members' },
    path: 'diet_lists',
    family: 'DIET_LISTS',
    entity: 'diet_lists',
    i18n: 'dietLists',
    sortable: ['id', 'title', 'member_id', 'start_date', 'end_date', 'created_at'],
    filters: {
      id: 'eq',
      member_id: 'eq',
      nutritionist_id: 'eq',
      start_date: 'eq',
      end_date: 'eq',
      starts_from: { kind: 'gte', column: 'start_date' },
      starts_until: { kind: 'lte', column: 'start_date' },
    },
    search: { param: 'title', columns: ['title'] },
    searchForm: ['title', 'member_id', 'starts_from', 'starts_until'],
    schema: dietListSchema,
    personal: { notes: 'text' },
    listOmit: ['notes'],
    references: { member_id: 'members', nutritionist_id: 'users' },
    dependsOn: DIET_LIST_READS,
    operations: DIET_LIST_OPERATIONS,
    screens: { list: '/dietlists', add: '/dietlist-add', edit: '/dietlist-edit/:id' },
  }),
  /** A member's diet lists: the member file's `diets` tab (the member's reach covers them). */
  memberDietLists: defineResource({
    name: 'memberDietLists',
    record: 'dietLists',
    owner: { column: 'member_id', resource: 'members' },
    path: 'members/:member_id/diet_lists',
    family: 'DIET_LISTS',
    entity: 'diet_lists',
    i18n: 'dietLists',
    parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
    sortable: ['id', 'title', 'start_date', 'end_date', 'created_at'],
    filters: { id: 'eq' },
    search: { param: 'title', columns: ['title'] },
    searchForm: ['title'],
    schema: dietListSchema,
    personal: { notes: 'text' },
    listOmit: ['notes'],
    dependsOn: DIET_LIST_READS,
    screens: { add: '/dietlist-add?member_id=:member_id', edit: '/dietlist-edit/:id' },
  }),
  /** A list's items, read-only (written with the list): the row lets foods, portions and recipes in use say so. */
  dietListItems: defineResource({
    name: 'dietListItems',
    record: recordType<DietListItemRecord>(),
    path: 'diet_lists/:diet_list_id/items',
    family: 'DIET_LISTS',
    entity: 'diet_list_items',
    i18n: 'dietLists.items',
    parents: [{ param: 'diet_list_id', resource: 'dietLists', column: 'diet_list_id' }],
    defaultSort: { sort: 'id', sort_by: 'ASC' },
    sortable: ['id', 'day'],
    filters: { day: 'eq', meal: { kind: 'eq', options: MEALS } },
    actions: ['search'],
    references: { food_id: 'foods', portion_id: 'foodPortions', recipe_id: 'recipes' },
  }),
} as const;

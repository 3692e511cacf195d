// One row per resource (ARCHITECTURE §2, §8): the SPA's slice factory and screens and the server's route
// factory all read it, so paths, permissions, sorting, filters, parents, operations and schemas are written once.
// The row's shape and defaults are in resourceDef.ts.
import { defineResource, type ResourceDef } from './resourceDef';
import { ARTICLE_LANGS, ARTICLE_TYPES, articleSchema } from './schemas/articles';
import { branchSchema } from './schemas/branches';
import { MEALS, dietListSchema } from './schemas/dietLists';
import { FOOD_CATEGORIES, foodPortionSchema, foodSchema } from './schemas/foods';
import {
  RECIPE_DIFFICULTIES,
  RECIPE_LANGS,
  RECIPE_TYPES,
  recipeIngredientSchema,
  recipeSchema,
} from './schemas/recipes';
import { RECORD_STATUSES } from './schemas/fields';
import { memberSchema, sendPasswordSchema } from './schemas/members';
import { roleSchema } from './schemas/roles';
import { USER_STATUSES, USER_TYPES, createUserSchema, editUserSchema } from './schemas/users';

export * from './resourceDef';

const status = { kind: 'eq', options: RECORD_STATUSES } as const;

const memberList = {
  family: 'MEMBERS',
  entity: 'members',
  sortable: ['id', 'name', 'email', 'phone', 'status', 'birthdate', 'created_at'],
  filters: {
    id: 'eq',
    status,
    customer_type: 'eq',
    coach_id: 'eq',
    nutritionist_id: 'eq',
    branches_id: 'eq',
    email: 'like',
    phone: 'like',
  },
  search: { param: 'name', columns: ['name'] },
} as const;

const mediaRow = {
  family: 'MEDIA',
  entity: 'media',
  sortable: ['id', 'owner', 'owner_id', 'created_at'],
  filters: { owner: 'eq', owner_id: 'eq', kind: 'eq' },
  upload: true,
} as const;

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
  show: { method: 'POST', on: 'record', segment: '_show', permission: 'READ', answer: 'binary', open: true },
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

export const RESOURCES = {
  users: defineResource({
    name: 'users',
    path: 'users',
    family: 'USERS',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'lastname', 'username', 'email', 'type', 'status', 'title', 'created_at'],
    filters: {
      id: 'eq',
      type: { kind: 'eq', options: USER_TYPES },
      status: { kind: 'eq', options: USER_STATUSES },
      branches_id: 'eq',
      roles_id: 'eq',
      username: 'like',
      email: 'like',
    },
    search: { param: 'name', columns: ['name', 'lastname', 'username'] },
    searchForm: ['name', 'type', 'status'],
    schema: createUserSchema,
    updateSchema: editUserSchema,
    references: { roles_id: 'roles', branches_id: 'branches' },
    screens: { list: '/users', add: '/user-add', edit: '/user-edit/:id/details' },
  }),
  roles: defineResource({
    name: 'roles',
    path: 'roles',
    family: 'ROLES',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'status', 'created_at'],
    filters: { id: 'eq', status },
    search: { param: 'name', columns: ['name'] },
    searchForm: ['name', 'status'],
    schema: roleSchema,
    json: ['permissions'],
    screens: { list: '/roles', add: '/role-add', edit: '/role-edit/:id' },
  }),
  branches: defineResource({
    name: 'branches',
    path: 'branches',
    family: 'BRANCHES',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'status', 'city', 'created_at'],
    filters: { id: 'eq', status, city: 'eq', supervisor_id: 'eq', nutritionist_id: 'eq' },
    search: { param: 'name', columns: ['name', 'address'] },
    searchForm: ['name', 'city', 'status'],
    schema: branchSchema,
    json: ['attributes'],
    references: { supervisor_id: 'users', nutritionist_id: 'users' },
    mediaOwner: 'branch',
    screens: { list: '/branches', add: '/branch-add', edit: '/branch-edit/:id' },
  }),
  articles: defineResource({
    name: 'articles',
    path: 'articles',
    family: 'ARTICLES',
    sortable: ['id', 'title', 'type', 'lang', 'status', 'created_at'],
    filters: {
      id: 'eq',
      type: { kind: 'eq', options: ARTICLE_TYPES },
      lang: { kind: 'eq', options: ARTICLE_LANGS },
      status,
    },
    search: { param: 'title', columns: ['title', 'summary'] },
    searchForm: ['title', 'type', 'lang', 'status'],
    schema: articleSchema,
    richText: ['content'],
    json: ['attributes'],
    // The list shows neither; a page of 1,000 full articles would be megabytes.
    listOmit: ['content'],
    mediaOwner: 'article',
    screens: { list: '/articles', add: '/article-add', edit: '/article-edit/:id' },
  }),
  members: defineResource({
    name: 'members',
    path: 'members',
    ...memberList,
    searchForm: ['name', 'status'],
    schema: memberSchema,
    references: { coach_id: 'users', nutritionist_id: 'users', branches_id: 'branches' },
    operations: {
      // A new password, mailed to the member (spec part 1 §7); the member's id travels in the body.
      sendPassword: {
        method: 'POST',
        on: 'collection',
        segment: '_sendPassword',
        permission: 'UPDATE',
        body: sendPasswordSchema,
        answer: 'json',
        // Each call replaces the member's password: a few per member, and a bound per staff member.
        rateLimit: { windowSeconds: 900, perSubject: 3, perCaller: 20, subject: 'id' },
      },
    },
    screens: { list: '/members', add: '/member-add', edit: '/member-edit/:id/member-informations' },
  }),
  /** A staff user's assigned members (spec: /user-edit/{id}/members): members whose coach_id is that user. */
  userMembers: defineResource({
    name: 'userMembers',
    path: 'users/:user_id/members',
    ...memberList,
    i18n: 'users.assigned_members',
    parents: [{ param: 'user_id', resource: 'users', column: 'coach_id' }],
    searchForm: ['name', 'email', 'phone', 'status'],
    actions: ['search'],
    screens: { edit: '/member-edit/:id' },
  }),
  media: defineResource({ name: 'media', path: 'media', ...mediaRow }),
  mediaStorage: defineResource({ name: 'mediaStorage', path: 'mediaStorage', ...mediaRow }),

  // Nutrition (issue 11). Foods answer their `portions`; recipes answer `ingredient_rows` and `computed`
  // (totals and one serving from those rows), so their list caches follow the tables those read.
  foods: defineResource({
    name: 'foods',
    path: 'foods',
    family: 'FOODS',
    defaultCount: 20,
    sortable: ['id', 'name_tr', 'name_en', 'category', 'energy_kcal', 'protein_g', 'carbohydrate_g', 'fat_g'],
    filters: {
      id: 'eq',
      category: { kind: 'eq', options: FOOD_CATEGORIES },
      fdc_id: 'eq',
    },
    search: { param: 'name', columns: ['name_tr', 'name_en'] },
    searchForm: ['name', 'category'],
    schema: foodSchema,
    dependsOn: ['food_portions'],
    screens: { list: '/foods', add: '/food-add', edit: '/food-edit/:id' },
  }),
  /** A food's household measures (spec: foods/{id}/portions POST and DELETE; the edit screen lists them). */
  foodPortions: defineResource({
    name: 'foodPortions',
    path: 'foods/:food_id/portions',
    family: 'FOOD_PORTIONS',
    entity: 'food_portions',
    i18n: 'foods.portions',
    parents: [{ param: 'food_id', resource: 'foods', column: 'food_id' }],
    defaultSort: { sort: 'grams', sort_by: 'ASC' },
    sortable: ['id', 'grams', 'name_tr'],
    actions: ['search', 'create', 'delete'],
    schema: foodPortionSchema,
  }),
  recipes: defineResource({
    name: 'recipes',
    path: 'recipes',
    family: 'RECIPES',
    sortable: [
      'id',
      'title',
      'type',
      'lang',
      'status',
      'difficulty',
      'cooking_time',
      'calorie',
      'created_at',
    ],
    filters: {
      id: 'eq',
      type: { kind: 'eq', options: RECIPE_TYPES },
      lang: { kind: 'eq', options: RECIPE_LANGS },
      status,
      difficulty: { kind: 'eq', options: RECIPE_DIFFICULTIES },
    },
    search: { param: 'title', columns: ['title'] },
    searchForm: ['title', 'type', 'lang', 'status'],
    schema: recipeSchema,
    richText: ['content', 'ingredients'],
    json: ['attributes'],
    listOmit: ['content', 'ingredients'],
    dependsOn: ['recipe_ingredients', 'foods', 'food_portions'],
    mediaOwner: 'recipe',
    screens: { list: '/recipes', add: '/recipe-add', edit: '/recipe-edit/:id' },
  }),
  /** A recipe's weighed ingredient rows (spec: recipes/{id}/ingredients POST, PUT, DELETE; the edit screen lists them). */
  recipeIngredients: defineResource({
    name: 'recipeIngredients',
    path: 'recipes/:recipe_id/ingredients',
    family: 'RECIPE_INGREDIENTS',
    entity: 'recipe_ingredients',
    i18n: 'recipes.ingredient_rows',
    parents: [{ param: 'recipe_id', resource: 'recipes', column: 'recipe_id' }],
    defaultSort: { sort: 'id', sort_by: 'ASC' },
    sortable: ['id', 'grams'],
    actions: ['search', 'create', 'update', 'delete'],
    schema: recipeIngredientSchema,
    references: { food_id: 'foods', portion_id: 'foodPortions' },
    dependsOn: ['foods', 'food_portions'],
  }),
  // Diet lists (issue 11). A list answers its `items` with what each holds, and the member's name and target,
  // so its caches follow those tables; reach goes through the member (coach or nutritionist of it).
  dietLists: defineResource({
    name: 'dietLists',
    path: 'diet_lists',
    family: 'DIET_LISTS',
    entity: 'diet_lists',
    i18n: 'dietlists',
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
    listOmit: ['notes'],
    references: { member_id: 'members', nutritionist_id: 'users' },
    dependsOn: DIET_LIST_READS,
    operations: DIET_LIST_OPERATIONS,
    screens: { list: '/dietlists', add: '/dietlist-add', edit: '/dietlist-edit/:id' },
  }),
  /** A member's diet lists: the member file's `diets` tab (the member's reach covers them). */
  memberDietLists: defineResource({
    name: 'memberDietLists',
    path: 'members/:member_id/diet_lists',
    family: 'DIET_LISTS',
    entity: 'diet_lists',
    i18n: 'dietlists',
    parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
    sortable: ['id', 'title', 'start_date', 'end_date', 'created_at'],
    filters: { id: 'eq' },
    search: { param: 'title', columns: ['title'] },
    searchForm: ['title'],
    schema: dietListSchema,
    listOmit: ['notes'],
    dependsOn: DIET_LIST_READS,
    screens: { add: '/dietlist-add?member_id=:member_id', edit: '/dietlist-edit/:id' },
  }),
  /** A list's items, read-only (written with the list): the row lets foods, portions and recipes in use say so. */
  dietListItems: defineResource({
    name: 'dietListItems',
    path: 'diet_lists/:diet_list_id/items',
    family: 'DIET_LISTS',
    entity: 'diet_list_items',
    i18n: 'dietlists.items',
    parents: [{ param: 'diet_list_id', resource: 'dietLists', column: 'diet_list_id' }],
    defaultSort: { sort: 'id', sort_by: 'ASC' },
    sortable: ['id', 'day'],
    filters: { day: 'eq', meal: { kind: 'eq', options: MEALS } },
    actions: ['search'],
    references: { food_id: 'foods', portion_id: 'foodPortions', recipe_id: 'recipes' },
  }),
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof RESOURCES;

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
import { editMoveMediaSchema, moveMediaSchema } from './schemas/moveMedia';
import { answerPostureAnalysisSchema, startPostureAnalysisSchema } from './schemas/postureAnalysis';
import { REPORT_STATUSES, REPORT_TYPES, reportSchema } from './schemas/reports';
import { roleSchema } from './schemas/roles';
import {
  personalTrainingSchema,
  ptDayCopySchema,
  ptDaySchema,
  ptDayUpdateSchema,
  ptMessageSchema,
  ptMoveSchema,
  ptMoveUpdateSchema,
  ptTypeSchema,
} from './schemas/personalTrainings';
import {
  detailsReportQuerySchema,
  diarySchema,
  measurementSchema,
  programFromPackageSchema,
  trainingProgramSchema,
  trainingSchema,
} from './schemas/memberProgress';
import { USER_STATUSES, USER_TYPES, createUserSchema, editUserSchema } from './schemas/users';
import {
  COURSE_PACKAGE_STATUSES,
  coursePackageSchema,
  packageDayMoveSchema,
  packageDaySchema,
} from './schemas/coursePackages';
import {
  ALL_PAYMENT_TYPES,
  PRODUCT_TYPES,
  memberPackageSchema,
  memberPackageUpdateSchema,
} from './schemas/memberPackages';
import { NOTIFICATION_KINDS, sendNotificationSchema } from './schemas/notifications';
import { CONSULTATION_TYPES, consultationBulkSchema } from './schemas/consultations';

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
    // The dashboard's "new members this month" link (issue 17).
    joined_from: { kind: 'gte', column: 'created_at' },
  },
  search: { param: 'name', columns: ['name'] },
  // Never answered (hooks/members.ts drops it from a record): a list does not even read it (issue 16: dropping
  // it from each row afterwards made every cached page slower to serialize).
  listOmit: ['password_hash'],
} as const;

/** Reports (issue 11's design): the list at /reports and, scoped to one member, the member file's reports tab. */
const reportRow = {
  family: 'REPORTS',
  entity: 'reports',
  i18n: 'reports',
  sortable: ['id', 'title', 'type', 'status', 'period_start', 'period_end', 'created_at'],
  filters: {
    id: 'eq',
    member_id: 'eq',
    author_id: 'eq',
    status: { kind: 'eq', options: REPORT_STATUSES },
    type: { kind: 'eq', options: REPORT_TYPES },
  },
  search: { param: 'title', columns: ['title'] },
  schema: reportSchema,
  richText: ['content'],
  listOmit: ['content'],
  // Names shown in the list come from these tables (hooks/reports.ts decorate).
  dependsOn: ['users', 'members'],
  operations: {
    // Pending → approved, recording who and when; REPORTS_APPROVE only (403), once (409).
    approve: {
      method: 'POST',
      on: 'record',
      segment: '_approve',
      permission: 'APPROVE',
      answer: 'json',
      returnsRecord: true,
      transition: {
        field: 'status',
        from: ['pending'],
        to: 'approved',
        by: 'approved_by',
        at: 'approved_at',
      },
    },
  },
  screens: { list: '/reports', add: '/report-add', edit: '/report-edit/:id' },
} as const;

// Posture analyses (issue 12). The list follows the menu's COURSE_PACKAGE_SEARCH (spec part 2 §6); the photos
// and comments are a member's consultation data, so opening, answering and starting one need the posture
// consultation permission MEMBER_CONSULTATION_POSTUR. The members reach rule applies through the member.
const posturePhoto = { kind: 'image', required: true } as const;
const postureRow = {
  entity: 'posture_analysis',
  i18n: 'postureAnalysis',
  family: 'COURSE_PACKAGE',
  owner: { column: 'member_id', resource: 'members' },
  permissions: {
    read: 'MEMBER_CONSULTATION_POSTUR',
    create: 'MEMBER_CONSULTATION_POSTUR',
    update: 'MEMBER_CONSULTATION_POSTUR',
  },
  sortable: ['id', 'posture_name', 'member_id', 'created_at', 'answered_at'],
  filters: { id: 'eq', member_id: 'eq', answered_by: 'eq' },
  search: { param: 'posture_name', columns: ['posture_name'] },
  richText: ['instructor_comment'],
  mediaOwner: 'postureAnalysis',
  // Reach follows the member's coach and nutritionist; names come from members and users.
  dependsOn: ['members', 'users'],
  screens: { list: '/postureAnalysis', edit: '/postureAnalysis-edit/:id' },
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
    // Never answered (hooks/users.ts); a list does not read them.
    listOmit: ['password_hash', 'data'],
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
    // joined_from: the dashboard's "new members this month" card opens the list with it (issue 17).
    searchForm: ['name', 'status', 'joined_from'],
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
  reports: defineResource({
    name: 'reports',
    path: 'reports',
    ...reportRow,
    owner: { column: 'member_id', resource: 'members' },
    searchForm: ['title', 'member_id', 'status', 'type'],
  }),
  /** One member's reports (the member file's reports tab, REPORTS_READ to open it). */
  memberReports: defineResource({
    name: 'memberReports',
    path: 'members/:member_id/reports',
    ...reportRow,
    parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
    searchForm: ['title', 'status', 'type'],
    actions: ['search', 'delete'],
    operations: {},
    screens: {
      list: '/member-edit/:member_id/reports',
      add: '/report-add?member_id=:member_id',
      edit: '/report-edit/:id',
    },
  }),
  media: defineResource({ name: 'media', path: 'media', ...mediaRow }),
  mediaStorage: defineResource({ name: 'mediaStorage', path: 'mediaStorage', ...mediaRow }),
  // --- Posture analysis and moves library (issue 12) ---
  postureAnalysis: defineResource({
    name: 'postureAnalysis',
    path: 'postureAnalysis',
    ...postureRow,
    searchForm: ['posture_name'],
    actions: ['search', 'read', 'update'],
    schema: answerPostureAnalysisSchema,
  }),
  /** The member file's posture-analyze tab: that member's analyses, and starting one with the four photos. */
  memberPostureAnalysis: defineResource({
    name: 'memberPostureAnalysis',
    path: 'members/:member_id/postureAnalysis',
    ...postureRow,
    parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
    // The tab is the member file's posture consultation: listing it needs the same permission as starting one.
    permissions: { ...postureRow.permissions, search: 'MEMBER_CONSULTATION_POSTUR' },
    actions: ['search', 'create'],
    schema: startPostureAnalysisSchema,
    files: {
      image_front: posturePhoto,
      image_back: posturePhoto,
      image_side1: posturePhoto,
      image_side2: posturePhoto,
    },
  }),
  /**
   * A catalogue move's demonstration video (spec part 2 §7): addressed by move_name (and by id for DELETE),
   * created and edited as multipart forms (the edit is a POST). The spec gates the video submit with
   * COURSE_PACKAGE_UPDATE in add and edit mode alike, so creating needs it too.
   */
  moveMedia: defineResource({
    name: 'moveMedia',
    path: 'moveMedia',
    entity: 'move_media',
    family: 'COURSE_PACKAGE',
    key: 'move_name',
    permissions: { create: 'COURSE_PACKAGE_UPDATE' },
    defaultSort: { sort: 'move_name', sort_by: 'ASC' },
    sortable: ['id', 'move_name', 'created_at', 'updated_at'],
    filters: { id: 'eq', move_name: 'eq' },
    schema: moveMediaSchema,
    updateSchema: editMoveMediaSchema,
    updateMethod: 'POST',
    richText: ['description'],
    mediaOwner: 'moveMedia',
    files: { file: { kind: 'video' } },
    screens: { list: '/movesComponent', edit: '/movesComponent-edit/:move_name/:id' },
  }),
  // Training: course packages (no delete in the spec), their numbered days and the moves of a day. Days and
  // moves name their package (and day) in the query string and the body, as the spec's calls do.
  coursePackages: defineResource({
    name: 'coursePackages',
    path: 'coursePackages',
    entity: 'course_packages',
    family: 'COURSE_PACKAGE',
    sortable: ['id', 'package_name', 'status_id', 'display_price', 'number_of_lessons', 'created_at'],
    filters: { id: 'eq', status_id: { kind: 'eq', options: COURSE_PACKAGE_STATUSES }, branch_id: 'eq' },
    search: { param: 'package_name', columns: ['package_name', 'teacher'] },
    searchForm: ['package_name', 'status_id'],
    actions: ['search', 'read', 'create', 'update'],
    schema: coursePackageSchema,
    richText: ['description'],
    listOmit: ['description'],
    mediaOwner: 'course_package',
    audit: true,
    screens: { list: '/coursePackages', add: '/coursePackages-add', edit: '/coursePackages-edit/:id' },
  }),
  packageDay: defineResource({
    name: 'packageDay',
    path: 'packageDay',
    entity: 'package_days',
    i18n: 'coursePackages.days',
    family: 'COURSE_PACKAGE',
    parents: [{ param: 'package_id', resource: 'coursePackages', column: 'package_id', in: 'query' }],
    defaultSort: { sort: 'day_number', sort_by: 'ASC' },
    sortable: ['id', 'day_number', 'title'],
    filters: { day_number: 'eq' },
    schema: packageDaySchema,
    richText: ['description'],
    listOmit: ['description'],
    sequence: { column: 'day_number', within: ['package_id'] },
    // Add and edit paths also carry the day number, which is not a parent: the screens build them.
    screens: { list: '/coursePackages-days/:package_id' },
  }),
  packageDayMove: defineResource({
    name: 'packageDayMove',
    path: 'packageDayMove',
    entity: 'package_day_moves',
    i18n: 'coursePackages.moves',
    family: 'COURSE_PACKAGE',
    parents: [
      { param: 'package_id', resource: 'coursePackages', column: 'package_id', in: 'query' },
      { param: 'day', resource: 'packageDay', column: 'day_number', in: 'query', by: 'day_number' },
    ],
    defaultSort: { sort: 'id', sort_by: 'ASC' },
    sortable: ['id', 'move_name', 'number_sets', 'duration', 'weight'],
    search: { param: 'move_name', columns: ['move_name'] },
    schema: packageDayMoveSchema,
    richText: ['description'],
    listOmit: ['description'],
    screens: {
      list: '/coursePackages-moves/:package_id/:day',
      add: '/coursePackages-moves-add/:package_id/:day',
      edit: '/coursePackages-moves-edit/:package_id/:day/:id',
    },
  }),

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
  ...personalTrainingRows(),
  ...memberFileRows(),
  // Diet lists (issue 11). A list answers its `items` with what each holds, and the member's name and target,
  // so its caches follow those tables; reach goes through the member (coach or nutritionist of it).
  dietLists: defineResource({
    name: 'dietLists',
    owner: { column: 'member_id', resource: 'members' },
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
    owner: { column: 'member_id', resource: 'members' },
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
  ...memberProgressRows(),
  ...dashboardRows(),
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof RESOURCES;

// --- Personal trainings (issue 13; spec part 2 §2, §7) ---
// The spec's paths are flat (`personalTrainingsDay?pt_id=7`): the program and the day are query parents.
function personalTrainingRows() {
  const family = 'PERSONAL_TRAININGS';
  const ofTraining = { param: 'pt_id', resource: 'personalTrainings', column: 'pt_id', in: 'query' } as const;
  // A program's days, moves and messages are its contents: added under the training's UPDATE (spec §6).
  const contents = { permissions: { create: 'UPDATE' } } as const;
  return {
    personalTrainingsTypes: defineResource({
      name: 'personalTrainingsTypes',
      path: 'personalTrainingsTypes',
      entity: 'personal_training_types',
      family,
      sortable: ['id', 'personal_training_type_name', 'number_of_lessons', 'display_price'],
      filters: { id: 'eq' },
      search: { param: 'name', columns: ['personal_training_type_name', 'short_description'] },
      searchForm: ['name'],
      schema: ptTypeSchema,
      richText: ['description'],
      listOmit: ['description'],
      mediaOwner: 'personalTrainingType',
      screens: {
        list: '/personalTrainingsTypes',
        add: '/personalTrainingsTypes-add',
        edit: '/personalTrainingsTypes-edit/:id',
      },
    }),
    personalTrainings: defineResource({
      name: 'personalTrainings',
      path: 'personalTrainings',
      entity: 'personal_trainings',
      family,
      sortable: ['id', 'start_date', 'end_date', 'diet_status', 'sports_program_status'],
      filters: {
        id: 'eq',
        member_id: 'eq',
        coach_id: 'eq',
        pt_type_id: 'eq',
        diet_status: { kind: 'eq', options: [0, 1] },
        sports_program_status: { kind: 'eq', options: [0, 1] },
      },
      searchForm: ['member_id', 'coach_id', 'sports_program_status', 'diet_status'],
      schema: personalTrainingSchema,
      richText: ['diet_description'],
      listOmit: ['diet_description'],
      references: { member_id: 'members', pt_type_id: 'personalTrainingsTypes', coach_id: 'users' },
      // user_name, pt_type_name, pt_type_price and coach_name are read from these.
      dependsOn: ['members', 'personal_training_types', 'users'],
      screens: {
        list: '/personalTrainings',
        add: '/personalTrainings-add',
        edit: '/personalTrainings-edit/:id/general-informations',
      },
    }),
    /** A member's personal trainings (the member file's training-program tab); members' reach applies. */
    memberPersonalTrainings: defineResource({
      name: 'memberPersonalTrainings',
      path: 'members/:member_id/personalTrainings',
      entity: 'personal_trainings',
      i18n: 'personalTrainings',
      family,
      parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
      sortable: ['id', 'start_date', 'end_date'],
      listOmit: ['diet_description'],
      actions: ['search'],
      dependsOn: ['members', 'personal_training_types', 'users'],
      screens: { edit: '/personalTrainings-edit/:id/general-informations' },
    }),
    personalTrainingsDay: defineResource({
      name: 'personalTrainingsDay',
      ...contents,
      path: 'personalTrainingsDay',
      entity: 'personal_training_days',
      i18n: 'personalTrainings.days',
      family,
      parents: [ofTraining],
      // A new day is the program's last day number + 1, from 1 (spec part 2 §4).
      sequence: { column: 'day_num', within: ['pt_id'] },
      defaultSort: { sort: 'day_num', sort_by: 'ASC' },
      sortable: ['id', 'day_num', 'title', 'status'],
      filters: { status: 'eq' },
      schema: ptDaySchema,
      updateSchema: ptDayUpdateSchema,
      references: { pt_id: 'personalTrainings' },
      operations: {
        // PUT personalTrainingsDayCopy/{id} {pt_id, day_id, copy_day_id}: one transaction, 200.
        copy: {
          method: 'PUT',
          on: 'record',
          path: 'personalTrainingsDayCopy/:id',
          permission: 'UPDATE',
          body: ptDayCopySchema,
          answer: 'json',
        },
      },
      screens: { list: '/personalTrainings-edit/:pt_id/sports-program' },
    }),
    personalTrainingsDayMoves: defineResource({
      name: 'personalTrainingsDayMoves',
      ...contents,
      path: 'personalTrainingsDayMoves',
      entity: 'personal_training_day_moves',
      i18n: 'personalTrainings.moves',
      family,
      // The day is looked up within the program named before it: a day of another program is refused.
      parents: [
        ofTraining,
        { param: 'pt_day_id', resource: 'personalTrainingsDay', column: 'pt_day_id', in: 'query' },
      ],
      audit: true,
      defaultSort: { sort: 'id', sort_by: 'ASC' },
      sortable: ['id', 'move_name', 'number_sets', 'duration', 'weight'],
      search: { param: 'move_name', columns: ['move_name'] },
      searchForm: ['move_name'],
      schema: ptMoveSchema,
      updateSchema: ptMoveUpdateSchema,
      richText: ['description'],
      // No reference: a day's moves go with it (hooks/personal_training_days.ts afterDelete).
      // The move screens name the program and the day number beside the day (spec part 2 §2).
      screens: { list: '/personalTrainings-edit-day-moves/:pt_id/:pt_day_id/:day' },
    }),
    personalTrainingMessage: defineResource({
      name: 'personalTrainingMessage',
      ...contents,
      path: 'personalTrainingMessage',
      entity: 'personal_training_messages',
      i18n: 'personalTrainings.messages',
      family,
      parents: [ofTraining],
      audit: true,
      sortable: ['id', 'create_date'],
      schema: ptMessageSchema,
      richText: ['description'],
      references: { pt_id: 'personalTrainings' },
      dependsOn: ['users'],
      mediaOwner: 'personalTrainingMessage',
      actions: ['search', 'read', 'create', 'delete'],
      screens: {
        list: '/personalTrainings-edit/:pt_id/messages',
        add: '/personalTrainings-messages-add/:pt_id',
      },
    }),
  };
}

// --- The member file's packages, notifications and consultations (issue 14; spec part 1 §2, §3, §7) ---
// All three hang under the member: the members reach rule covers every call, the member comes from the path.
function memberFileRows() {
  const ofMember = [{ param: 'member_id', resource: 'members', column: 'member_id' }] as const;
  return {
    /** members/{id}/packages: list, one, create, update — MEMBER_PACKAGE has no DELETE (spec §6). */
    memberPackages: defineResource({
      name: 'memberPackages',
      path: 'members/:member_id/packages',
      entity: 'member_packages',
      family: 'MEMBER_PACKAGE',
      parents: ofMember,
      defaultSort: { sort: 'endtime', sort_by: 'DESC' },
      sortable: ['id', 'starttime', 'endtime', 'price', 'payment_type', 'lesson_count', 'created_at'],
      filters: {
        id: 'eq',
        payment_type: { kind: 'eq', options: ALL_PAYMENT_TYPES },
        product_type: { kind: 'eq', options: PRODUCT_TYPES },
      },
      searchForm: ['payment_type'],
      actions: ['search', 'read', 'create', 'update'],
      schema: memberPackageSchema,
      updateSchema: memberPackageUpdateSchema,
      // product_name is read from the sold course package or training type, member_name from the member
      // (hooks/member_packages.ts).
      dependsOn: ['course_packages', 'personal_training_types', 'members'],
      operations: {
        /** POST members/{id}/packages/{packageId}/_remind: a payment reminder for an unpaid package. */
        remind: {
          method: 'POST',
          on: 'record',
          segment: '_remind',
          permission: 'NOTIFICATIONS_CREATE',
          answer: 'json',
          success: 201,
          rateLimit: { windowSeconds: 900, perSubject: 3, perCaller: 60 },
        },
      },
      // The add and edit forms open inside the member file's packages tab.
      screens: {
        list: '/member-edit/:member_id/package-informations',
        add: '/member-edit/:member_id/package-informations?package=new',
        edit: '/member-edit/:member_id/package-informations?package=:id',
      },
    }),
    /** The notifications sent to a member (NOTIFICATIONS), and a free one sent with `_send` (NOTIFICATIONS_CREATE). */
    memberNotifications: defineResource({
      name: 'memberNotifications',
      path: 'members/:member_id/notifications',
      entity: 'notifications',
      i18n: 'notifications',
      family: 'NOTIFICATIONS',
      permissions: { search: 'NOTIFICATIONS', read: 'NOTIFICATIONS' },
      parents: ofMember,
      sortable: ['id', 'created_at'],
      filters: { id: 'eq', kind: { kind: 'eq', options: NOTIFICATION_KINDS } },
      actions: ['search', 'read'],
      // sender_name from users; delivery_state is read from the outbox on every answer (never cached).
      dependsOn: ['users'],
      operations: {
        send: {
          method: 'POST',
          on: 'collection',
          segment: '_send',
          permission: 'NOTIFICATIONS_CREATE',
          body: sendNotificationSchema,
          answer: 'json',
          success: 201,
          rateLimit: { windowSeconds: 900, perCaller: 60 },
        },
      },
    }),
    /**
     * members/{id}/consultations (MEMBER_CONSULTATION_SEARCH): every saved version of the three questionnaires;
     * `_bulk` (MEMBER_CONSULTATION_CREATE, and the type's MEMBER_CONSULTATION_<TYPE>) saves one whole
     * questionnaire as its next version in one transaction.
     */
    memberConsultations: defineResource({
      name: 'memberConsultations',
      path: 'members/:member_id/consultations',
      entity: 'member_consultations',
      i18n: 'consultations',
      family: 'MEMBER_CONSULTATION',
      parents: ofMember,
      defaultSort: { sort: 'version', sort_by: 'DESC' },
      sortable: ['id', 'version', 'created_at'],
      filters: { id: 'eq', type: { kind: 'eq', options: CONSULTATION_TYPES } },
      actions: ['search'],
      json: ['answers'],
      dependsOn: ['users'],
      operations: {
        bulk: {
          method: 'POST',
          on: 'collection',
          segment: '_bulk',
          permission: 'CREATE',
          body: consultationBulkSchema,
          answer: 'json',
          success: 201,
          returnsRecord: true,
        },
      },
    }),
  };
}

// --- The member file's progress (issue 15; spec part 1 §2, §3, §7): training programs, workouts, measurements,
// food diaries — each under its member (`members/:member_id/...`), so the members reach rule covers every call.
// Children (a program's days and moves, a workout's sets, a diary's items) travel inside the record.
function memberProgressRows() {
  const ofMember = [{ param: 'member_id', resource: 'members', column: 'member_id' }] as const;
  const byDate = { defaultSort: { sort: 'date', sort_by: 'DESC' }, sortable: ['id', 'date'] } as const;
  return {
    trainingPrograms: defineResource({
      name: 'trainingPrograms',
      path: 'members/:member_id/training_programs',
      entity: 'training_programs',
      family: 'TRAINING_PROGRAMS',
      parents: ofMember,
      // Opening one program (its days and moves) is reading its details.
      permissions: { read: 'TRAINING_PROGRAM_DETAILS_READ' },
      defaultSort: { sort: 'start_date', sort_by: 'DESC' },
      sortable: ['id', 'name', 'start_date', 'end_date'],
      search: { param: 'name', columns: ['name'] },
      schema: trainingProgramSchema,
      references: { coach_id: 'users' },
      dependsOn: ['training_program_days', 'training_program_moves', 'users'],
      operations: {
        // A new program from a course package: its days and their moves copied (one transaction).
        fromPackage: {
          method: 'POST',
          on: 'collection',
          segment: '_from_package',
          permission: 'CREATE',
          body: programFromPackageSchema,
          answer: 'json',
          success: 201,
          returnsRecord: true,
        },
      },
      screens: { list: '/member-edit/:member_id/training-program' },
    }),
    trainings: defineResource({
      name: 'trainings',
      path: 'members/:member_id/trainings',
      family: 'TRAININGS',
      parents: ofMember,
      ...byDate,
      actions: ['search', 'create', 'update', 'delete'],
      schema: trainingSchema,
      dependsOn: ['training_sets'],
      screens: { list: '/member-edit/:member_id/training-tracking' },
    }),
    measurements: defineResource({
      name: 'measurements',
      path: 'members/:member_id/measurements',
      family: 'MEASUREMENTS',
      parents: ofMember,
      ...byDate,
      sortable: ['id', 'date', 'weight', 'bmi', 'body_fat', 'waist'],
      actions: ['search', 'create', 'update', 'delete'],
      schema: measurementSchema,
      operations: {
        // Latest values, changes since the first and the previous measurement, BMI category.
        dashboard: {
          method: 'GET',
          on: 'collection',
          segment: '_dashboard',
          permission: 'SEARCH',
          answer: 'json',
        },
        // A field's histogram, for the member over time or across the members the caller reaches; a GET
        // operation reads its `body` schema from the query string.
        detailsReport: {
          method: 'GET',
          on: 'collection',
          segment: '_details_report',
          permission: 'MEASUREMENT_DETAILS_SEARCH',
          body: detailsReportQuerySchema,
          answer: 'json',
        },
      },
      screens: { list: '/member-edit/:member_id/measurements' },
    }),
    diaries: defineResource({
      name: 'diaries',
      path: 'members/:member_id/diaries',
      family: 'DIARIES',
      parents: ofMember,
      ...byDate,
      schema: diarySchema,
      // Energy and macronutrients come from the foods and portions the items name.
      dependsOn: ['diary_items', 'foods', 'food_portions', 'members'],
      screens: { list: '/member-edit/:member_id/diaries' },
    }),
  };
}

// --- The dashboard's lists (issue 17) ---
function dashboardRows() {
  return {
    /**
     * Every member package the caller reaches (members' reach rule through `owner`), read-only: the dashboard's
     * "ending in 14 days" and "unpaid" cards open it filtered. Adding and editing stay in the member file.
     */
    packages: defineResource({
      name: 'packages',
      path: 'packages',
      entity: 'member_packages',
      i18n: 'memberPackages',
      family: 'MEMBER_PACKAGE',
      owner: { column: 'member_id', resource: 'members' },
      defaultSort: { sort: 'endtime', sort_by: 'ASC' },
      sortable: ['id', 'member_id', 'starttime', 'endtime', 'price', 'payment_type', 'created_at'],
      filters: {
        member_id: 'eq',
        payment_type: { kind: 'eq', options: ALL_PAYMENT_TYPES },
        ends_from: { kind: 'gte', column: 'endtime' },
        ends_until: { kind: 'lte', column: 'endtime' },
      },
      searchForm: ['payment_type', 'ends_from', 'ends_until'],
      actions: ['search'],
      dependsOn: ['course_packages', 'personal_training_types', 'members'],
      // Each row links to its member's packages tab (the screen's own column).
      screens: { list: '/packages' },
    }),
  };
}

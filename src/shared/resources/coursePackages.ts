// The registry rows of the coursePackages area (assembled in index.ts; the row shape is resourceDef.ts).
import { type AuditStamps, defineResource, recordType } from '../resourceDef';
import {
  COURSE_PACKAGE_STATUSES,
  type CoursePackageExtras,
  type PackageDayMoveRecord,
  type PackageDayRecord,
  coursePackageSchema,
  packageDayMoveSchema,
  packageDaySchema,
} from '../schemas/coursePackages';

export const coursePackagesRows = {
  // Training: course packages (no delete in the spec), their numbered days and the moves of a day. Days and
  // moves name their package (and day) in the query string and the body, as the spec's calls do.
  coursePackages: defineResource({
    name: 'coursePackages',
    record: recordType<AuditStamps & CoursePackageExtras>(),
    computed: ['media_id', 'image_url', 'attributes'],
    path: 'coursePackages',
    entity: 'course_packages',
    family: 'COURSE_PACKAGE',
    sortable: ['id', 'package_name', 'status_id', 'display_price', 'number_of_lessons', 'created_at'],
    filters: { id: 'eq', status_id: { kind: 'eq', options: COURSE_PACKAGE_STATUSES }, branch_id: 'eq' },
    search: { param: 'package_name', columns: ['package_name', 'teacher'], rank: true },
    searchForm: ['package_name', 'status_id'],
    actions: ['search', 'read', 'create', 'update'],
    schema: coursePackageSchema,
    // No branch: the package is offered at every branch.
    nullable: ['branch_id'],
    richText: ['description'],
    listOmit: ['description'],
    mediaOwner: 'course_package',
    audit: true,
    screens: { list: '/coursePackages', add: '/coursePackages-add', edit: '/coursePackages-edit/:id' },
  }),
  packageDay: defineResource({
    name: 'packageDay',
    record: recordType<PackageDayRecord>(),
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
    record: recordType<PackageDayMoveRecord>(),
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

  // Nutrition. Foods answer their `portions`; recipes answer `ingredient_rows` and `computed`
} as const;

// One row per resource (ARCHITECTURE §2): the SPA's slice factory and the server's route factory both
// read it, so paths, permissions, sorting and filters are written once.
export type SortOrder = 'ASC' | 'DESC';
export type CrudAction = 'search' | 'read' | 'create' | 'update' | 'delete';
/** How a query parameter filters: exact value, or case-insensitive "contains". */
export type FilterKind = 'eq' | 'like';

export interface ResourceDef {
  /** Registry key and slice name. */
  name: string;
  /** Stored entity (its table) and i18n area: labels are `<entity>.fields.<field>`. */
  entity: string;
  /** Path under /api/v1; a sub-resource names its parent's id `:parentId`. */
  path: string;
  /** Permission family: routes need `<family>_SEARCH|_CREATE|_READ|_UPDATE|_DELETE`. */
  family: string;
  defaultSort: { sort: string; sort_by: SortOrder };
  /** The only columns `sort=` accepts. */
  sortable: readonly string[];
  /** Query parameters that filter the list. */
  filters: Readonly<Record<string, FilterKind>>;
  /** Free-text search: `?<param>=text` matches any of `columns` (contains, case-insensitive). */
  search?: { param: string; columns: readonly string[] };
  /** Rich-text fields, sanitized by the server on write (and again by the SPA on render). */
  richText?: readonly string[];
  /** `owner` value of this resource's uploads; its images come back in `attributes.media`. */
  mediaOwner?: string;
  /** For a sub-resource: its parent's registry name and the column holding the parent's id. */
  parent?: { resource: string; column: string };
  /** Calls the resource offers (all five unless narrowed). */
  actions: readonly CrudAction[];
  /** True when create/update are multipart uploads (media). */
  upload?: boolean;
}

const ALL: readonly CrudAction[] = ['search', 'read', 'create', 'update', 'delete'];
const ID_DESC = { sort: 'id', sort_by: 'DESC' } as const;

const members = {
  entity: 'members',
  family: 'MEMBERS',
  defaultSort: ID_DESC,
  sortable: ['id', 'name', 'email', 'phone', 'status', 'birthdate', 'created_at'],
  filters: {
    id: 'eq',
    status: 'eq',
    customer_type: 'eq',
    coach_id: 'eq',
    nutritionist_id: 'eq',
    branches_id: 'eq',
    email: 'like',
    phone: 'like',
  },
  search: { param: 'name', columns: ['name'] },
} as const;

const media = {
  entity: 'media',
  family: 'MEDIA',
  defaultSort: ID_DESC,
  sortable: ['id', 'owner', 'owner_id', 'created_at'],
  filters: { owner: 'eq', owner_id: 'eq', kind: 'eq' },
  actions: ALL,
  upload: true,
} as const;

export const RESOURCES = {
  users: {
    name: 'users',
    entity: 'users',
    path: 'users',
    family: 'USERS',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'lastname', 'username', 'email', 'type', 'status', 'title', 'created_at'],
    filters: {
      id: 'eq',
      type: 'eq',
      status: 'eq',
      branches_id: 'eq',
      roles_id: 'eq',
      username: 'like',
      email: 'like',
    },
    search: { param: 'name', columns: ['name', 'lastname', 'username'] },
    actions: ALL,
  },
  roles: {
    name: 'roles',
    entity: 'roles',
    path: 'roles',
    family: 'ROLES',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'status', 'created_at'],
    filters: { id: 'eq', status: 'eq' },
    search: { param: 'name', columns: ['name'] },
    actions: ALL,
  },
  branches: {
    name: 'branches',
    entity: 'branches',
    path: 'branches',
    family: 'BRANCHES',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'status', 'city', 'created_at'],
    filters: { id: 'eq', status: 'eq', city: 'eq', supervisor_id: 'eq', nutritionist_id: 'eq' },
    search: { param: 'name', columns: ['name', 'address'] },
    mediaOwner: 'branch',
    actions: ALL,
  },
  articles: {
    name: 'articles',
    entity: 'articles',
    path: 'articles',
    family: 'ARTICLES',
    defaultSort: ID_DESC,
    sortable: ['id', 'title', 'type', 'lang', 'status', 'created_at'],
    filters: { id: 'eq', type: 'eq', lang: 'eq', status: 'eq' },
    search: { param: 'title', columns: ['title', 'summary'] },
    richText: ['content'],
    mediaOwner: 'article',
    actions: ALL,
  },
  members: { name: 'members', path: 'members', ...members, actions: ALL },
  /** A staff user's assigned members (spec: /user-edit/{id}/members): members whose coach_id is that user. */
  userMembers: {
    name: 'userMembers',
    path: 'users/:parentId/members',
    ...members,
    parent: { resource: 'users', column: 'coach_id' },
    actions: ['search'],
  },
  media: { name: 'media', path: 'media', ...media },
  mediaStorage: { name: 'mediaStorage', path: 'mediaStorage', ...media },
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof RESOURCES;

export const resourceList: readonly ResourceDef[] = Object.values(RESOURCES);

/** The permission a call needs: `permissionOf(RESOURCES.members, 'search') === 'MEMBERS_SEARCH'`. */
export const permissionOf = (def: ResourceDef, action: CrudAction): string =>
  `${def.family}_${action.toUpperCase()}`;

/** A sub-resource's concrete path: `resolvePath(RESOURCES.userMembers, 7) === 'users/7/members'`. */
export const resolvePath = (def: ResourceDef, parentId?: number | string): string =>
  parentId === undefined ? def.path : def.path.replace(':parentId', encodeURIComponent(String(parentId)));

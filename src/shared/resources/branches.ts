// The registry rows of the branches area (assembled in index.ts; the row shape is resourceDef.ts).
import type { MediaEntry } from '../schemas/media';
import { defineResource, recordType } from '../resourceDef';
import { branchSchema } from '../schemas/branches';
import { status } from './common';

export const branchesRows = {
  branches: defineResource({
    name: 'branches',
    // attributes.media: its images, filled from the media table when read.
    record: recordType<{ attributes?: { media?: MediaEntry[] } }>(),
    path: 'branches',
    family: 'BRANCHES',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'status', 'city', 'created_at'],
    filters: { id: 'eq', status, city: 'eq', supervisor_id: 'eq', nutritionist_id: 'eq' },
    search: { param: 'name', columns: ['name', 'address'] },
    searchForm: ['name', 'city', 'status'],
    schema: branchSchema,
    // Required by the form; the columns are nullable and rows stored before the form required them have none.
    nullable: ['supervisor_id', 'nutritionist_id', 'city', 'latitude', 'longitude'],
    json: ['attributes'],
    references: { supervisor_id: 'users', nutritionist_id: 'users' },
    label: ['name'],
    mediaOwner: 'branch',
    screens: { list: '/branches', add: '/branch-add', edit: '/branch-edit/:id' },
  }),
} as const;

// The registry rows of the moves area (assembled in index.ts; the row shape is resourceDef.ts).
import type { MoveMediaRecord } from '../schemas/moveMedia';
import { defineResource, recordType } from '../resourceDef';
import { editMoveMediaSchema, moveMediaSchema } from '../schemas/moveMedia';

export const movesRows = {
  /**
   * A catalogue move's demonstration video (spec part 2 §7): addressed by move_name (and by id for DELETE),
   * created and edited as multipart forms (the edit is a POST). The spec gates the video submit with
   * COURSE_PACKAGE_UPDATE in add and edit mode alike, so creating needs it too.
   */
  moveMedia: defineResource({
    name: 'moveMedia',
    record: recordType<MoveMediaRecord>(),
    computed: ['file', 'video_url'],
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
} as const;

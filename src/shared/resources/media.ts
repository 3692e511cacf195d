// The registry rows of the media area (assembled in index.ts; the row shape is resourceDef.ts).
import type { MediaRecord } from '../schemas/media';
import { defineResource, recordType } from '../resourceDef';

const mediaRow = {
  family: 'MEDIA',
  entity: 'media',
  sortable: ['id', 'owner', 'owner_id', 'created_at'],
  filters: { owner: 'eq', owner_id: 'eq', kind: 'eq' },
  upload: true,
  record: recordType<MediaRecord>(),
} as const;

export const mediaRows = {
  media: defineResource({ name: 'media', path: 'media', ...mediaRow }),
  mediaStorage: defineResource({ name: 'mediaStorage', path: 'mediaStorage', ...mediaRow }),
  // --- Posture analysis and moves library ---
} as const;

// Branches: attributes is JSON text; its media entries come from uploads when read.
import { branchSchema } from '../../shared/schemas/branches';
import { parseJson, type ResourceHooks } from './hooks';

export const branchesHooks: ResourceHooks = {
  table: 'branches',
  createSchema: branchSchema,
  updateSchema: branchSchema,
  toApi: (row) => ({ ...row, attributes: parseJson<Record<string, unknown>>(row.attributes, {}) }),
  toRow: (input, { existing }) => ({
    ...input,
    attributes: typeof existing?.attributes === 'string' ? existing.attributes : '{}',
  }),
};

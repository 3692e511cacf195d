// Branches: attributes keep what the server stored (uploads come from the media table when read).
import { parseJson } from '../../db/json';
import { defineHooks } from '../../resources/hooks';

export default defineHooks<'branches'>({
  toApi: (row) => ({ ...row, attributes: row.attributes ?? {} }),
  toRow: (input, { existing }) => ({ ...input, attributes: parseJson(existing?.attributes, {}) }),
});

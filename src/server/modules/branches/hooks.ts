// Branches: attributes keep what the server stored (uploads come from the media table when read).
import { defineHooks, parseJson } from '../../resources/hooks';

export default defineHooks<'branches'>({
  toApi: (row) => ({ ...row, attributes: row.attributes ?? {} }),
  toRow: (input, { existing }) => ({ ...input, attributes: parseJson(existing?.attributes, {}) }),
});

// The profile's saved shell settings (spec: non-guests keep settings and shortcuts in their profile).
import { array, mixed, object, string } from 'yup';
import { INVALID } from './fields';

/** Serialized size cap of `settings`: layout/theme choices are small; this keeps rows bounded. */
export const MAX_SETTINGS_CHARS = 16_384;
export const MAX_SHORTCUTS = 100;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const profileDataSchema = object({
  settings: mixed<Record<string, unknown>>()
    .optional()
    .test('object', INVALID, (v) => v === undefined || isPlainObject(v))
    .test(
      'size',
      'generic.fields.too_large',
      (v) => v === undefined || JSON.stringify(v).length <= MAX_SETTINGS_CHARS,
    ),
  shortcuts: array(string().strict().required(INVALID).max(100, 'generic.fields.too_large'))
    .strict()
    .optional()
    .max(MAX_SHORTCUTS, 'generic.fields.too_large'),
});

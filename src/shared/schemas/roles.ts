// Role form (spec part 1 §5): name and status required; permissions a list of catalogue keys.
import { array, object, string } from 'yup';
import { isPermission } from '../permissionCatalogue';
import { INVALID, RECORD_STATUSES, oneOfRequired, requiredText, toEmpty } from './fields';

export const roleSchema = object({
  name: requiredText(100),
  status: oneOfRequired(RECORD_STATUSES),
  permissions: array(
    string()
      .required(INVALID)
      .test('catalogue', INVALID, (key) => isPermission(key)),
  )
    .default([])
    .transform(toEmpty)
    .test('unique', INVALID, (list) => !list || new Set(list).size === list.length),
});

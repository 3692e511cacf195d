// Branch form (spec part 2 §3, §5): everything required; city is a province plate code from cities.ts.
import { object } from 'yup';
import { isCityId } from '../cities';
import { INVALID, RECORD_STATUSES, oneOfRequired, requiredId, requiredNumber, requiredText } from './fields';

export const branchSchema = object({
  name: requiredText(),
  supervisor_id: requiredId(),
  nutritionist_id: requiredId(),
  status: oneOfRequired(RECORD_STATUSES),
  city: requiredId().test('city', INVALID, (id) => isCityId(id)),
  address: requiredText(500),
  latitude: requiredNumber().min(-90, INVALID).max(90, INVALID),
  longitude: requiredNumber().min(-180, INVALID).max(180, INVALID),
});

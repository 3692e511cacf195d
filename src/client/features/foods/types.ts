// The foods area's records, as the registry answers them (shared with the server).
import type { RecordOf } from '../../../shared/recordOf';

export type { FoodCategory, FoodPortionRecord as FoodPortion } from '../../../shared/schemas/foods';

/**
 * A food, per 100 g (its Nutrients; sugars, sodium and saturated fat null where the source has no value). fdc_id
 * and ndb_number are null for a food typed in by hand; food_group and source ('recipe' for a dish) may be ''.
 */
export type Food = RecordOf<'foods'>;

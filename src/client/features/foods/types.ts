// The foods area's records (one type each, shared with the server).
export type {
  FoodCategory,
  FoodPortionRecord as FoodPortion,
  FoodRecord as Food,
} from '../../../shared/records';

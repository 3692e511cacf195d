// The member file's meal names (spec part 1 §2: breakfast, lunch, dinner, snacks), used by diet lists and food
// diaries. Kept apart from the yup schemas so code that only needs the names (totals in the SPA's first load)
// does not pull yup in.
export const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export type Meal = (typeof MEALS)[number];

// Read-only lookups (ARCHITECTURE §8): dropdown options, a saved option's label, the permission catalogue and
// the cities, served by RTK Query so they sit in the store (`state.lookups`), in Redux DevTools and in the QA
// action log like everything else, and replay through the root reducer.
//
// The base query is the app's one axios instance (`http`): bearer token, Accept-Language and the 401 rule stay
// one path. A failure becomes `{ status, message }` with the message already chosen from the error envelope in
// the UI language (chooseErrorMessage), so a component or toast shows it as it is.
//
// Everything that reaches an action is plain data: arguments are paths, fixed parameters, the typed name and a
// label *kind* (never a function), and answers are mapped to `{ value, label }` before they are cached, so the
// log keeps an option's id and label and not the whole user or member record (phones, e-mails).
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { City } from '../../shared/cities';
import { recipeServing } from '../../shared/dietTotals';
import type { Nutrients } from '../../shared/nutrition';
import type { CatalogueGroup } from '../../shared/permissions';
import { toQueryString, type QueryValue } from '../../shared/query';
import { chooseErrorMessage, http } from '../api/http';
import { rootReducer } from './index';
import { registerMiddleware } from './lazyMiddleware';
import { LOOKUPS_PATH } from './lookupsReset';

/** A failed lookup: the HTTP status (0 without an answer) and the translated message to show. */
export interface LookupError {
  status: number;
  message: string;
}

export interface LookupRequest {
  url: string;
  params?: Record<string, QueryValue>;
}

const statusOf = (error: unknown): number => {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : 0;
};

/** Only the status goes into `meta` (the fulfilled action): headers and the axios response stay out of the log. */
export const axiosBaseQuery: BaseQueryFn<
  LookupRequest,
  unknown,
  LookupError,
  unknown,
  { status: number }
> = async ({ url, params }, { signal }) => {
  const query = params ? toQueryString(params) : '';
  try {
    const response = await http.get<unknown>(query ? `${url}?${query}` : url, { signal });
    return { data: response.data, meta: { status: response.status } };
  } catch (error) {
    return { error: { status: statusOf(error), message: chooseErrorMessage(error) } };
  }
};

/**
 * How an option's label is made from its record: 'person' = 'name lastname' (spec part 1 §3), 'name' = name,
 * 'name_tr' = a food's Turkish name; 'member' = the name with what tells same-named members apart (id, the
 * phone's last four digits, birth year); `field:<column>` = that column (a training type's name, a day's number).
 */
export type OptionLabelKind = 'person' | 'name' | 'name_tr' | 'member' | `field:${string}`;

export interface LookupOption {
  value: number | string;
  label: string;
}

type OptionRow = Record<string, unknown> & { id: number | string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A phone shown only by its last four digits ('•••• 45 67'): enough to tell two members apart. */
export function maskedPhone(phone: unknown): string {
  const digits = text(phone).replace(/\D/g, '');
  return digits.length < 4 ? '' : `•••• ${digits.slice(-4, -2)} ${digits.slice(-2)}`;
}

function memberLabel(record: Record<string, unknown>): string {
  const year = /^\d{4}/.exec(text(record.birthdate))?.[0];
  const details = [`#${String(record.id ?? '')}`, maskedPhone(record.phone), year ?? ''].filter(Boolean);
  return `${text(record.name) || String(record.id ?? '')} (${details.join(' · ')})`;
}

export function optionLabel(record: Record<string, unknown>, kind: OptionLabelKind = 'person'): string {
  if (kind === 'member') return memberLabel(record);
  if (kind.startsWith('field:')) {
    const value = record[kind.slice('field:'.length)];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : String(record.id ?? '');
  }
  const parts =
    kind === 'person'
      ? [text(record.name), text(record.lastname)]
      : [text(kind === 'name_tr' ? record.name_tr : record.name)];
  return parts.filter((part) => part !== '').join(' ') || String(record.id ?? '');
}

const isRow = (value: unknown): value is OptionRow =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as OptionRow).id === 'number' || typeof (value as OptionRow).id === 'string');

const toOption = (row: OptionRow, kind?: OptionLabelKind): LookupOption => ({
  value: row.id,
  label: optionLabel(row, kind),
});

interface GroupRow {
  label: string;
  options: unknown[];
}

const isGroup = (value: unknown): value is GroupRow =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GroupRow).label === 'string' &&
  Array.isArray((value as GroupRow).options);

const isGroupOption = (value: unknown): value is { value: string | number; label: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { label?: unknown }).label === 'string' &&
  ['string', 'number'].includes(typeof (value as { value?: unknown }).value);

/** Only value and label are kept (the store's lookups and the action log stay small). */
const toGroup = (group: GroupRow, store: 'value' | 'label'): LookupOptionGroup => ({
  label: group.label,
  options: group.options
    .filter(isGroupOption)
    .map((o) => ({ value: store === 'label' ? o.label : o.value, label: o.label })),
});

export interface OptionsArg {
  /** The list path, e.g. 'users'. */
  path: string;
  /** Fixed query parameters of the dropdown (no undefined values: the argument is the cache key). */
  params: Record<string, string | number | boolean | null>;
  /** The typed text, sent as `name` ('' = none). */
  name: string;
  label?: OptionLabelKind;
}

/** A grouped dropdown's call (GET moves): which of an option's fields becomes the select's value. */
export interface GroupedOptionsArg {
  path: string;
  params: Record<string, string | number | boolean | null>;
  name: string;
  store: 'value' | 'label';
}

/** A heading and its options (antd Select's grouped options). */
export interface LookupOptionGroup {
  label: string;
  options: LookupOption[];
}

export interface OptionLabelArg {
  path: string;
  id: number | string;
  label?: OptionLabelKind;
}

/**
 * Choices of the diet-list editor: a food with what 100 g hold and its portions, a recipe with what
 * one serving holds, a member's daily target. Plain data without personal details beyond the member's name.
 */
export interface FoodChoice {
  id: number;
  name_tr: string;
  name_en: string;
  per100g: Nutrients;
  portions: { id: number; name_tr: string; name_en: string; grams: number }[];
}
export interface RecipeChoice {
  id: number;
  title: string;
  serving: Nutrients;
}
/**
 * What a sold product brings to a member package: its lessons, price and validity in days (null when it does not
 * say; a package sold from it ends validity_days - 1 days after its start).
 */
export interface ProductTerms {
  lessons: number | null;
  price: number | null;
  validity_days: number | null;
}
export interface ProductTermsArg {
  type: 'course_package' | 'personal_training';
  id: number;
}
export interface MemberTarget {
  id: number;
  name: string;
  target_daily_calorie: number;
}

const num = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : 0);
const nutrientsOf = (row: Record<string, unknown>): Nutrients => ({
  energy_kcal: num(row.energy_kcal),
  protein_g: num(row.protein_g),
  carbohydrate_g: num(row.carbohydrate_g),
  fat_g: num(row.fat_g),
  fibre_g: num(row.fibre_g),
});
/**
 * Course packages and training types keep lessons and price as free text (spec: no numeric rules): '12',
 * '2400', '2.400 TL', '1.250,50'. Read as a Turkish price (dots group thousands, a comma is the decimal);
 * anything else is unknown and fills nothing.
 */
export function priceOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[^\d.,]/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(digits)) return null;
  return Number(digits.replace(/\./g, '').replace(',', '.'));
}
/** A whole, positive number of days (the schema's rule), else none. */
const validityOf = (value: unknown): number | null => {
  const days = typeof value === 'number' ? value : Number.NaN;
  return Number.isInteger(days) && days >= 1 ? days : null;
};
const toProductTerms = (row: OptionRow): ProductTerms => {
  const lessons = priceOf(row.number_of_lessons);
  return {
    lessons: lessons !== null && Number.isInteger(lessons) ? lessons : null,
    price: priceOf(row.display_price),
    validity_days: validityOf(row.validity_days),
  };
};
const PRODUCT_PATHS = {
  course_package: 'coursePackages',
  personal_training: 'personalTrainingsTypes',
} as const;

const toFoodChoice = (row: OptionRow): FoodChoice => ({
  id: Number(row.id),
  name_tr: text(row.name_tr),
  name_en: text(row.name_en),
  per100g: nutrientsOf(row),
  portions: (Array.isArray(row.portions) ? (row.portions as Record<string, unknown>[]) : []).map((p) => ({
    id: num(p.id),
    name_tr: text(p.name_tr),
    name_en: text(p.name_en),
    grams: num(p.grams),
  })),
});
const toRecipeChoice = (row: OptionRow): RecipeChoice => ({
  id: Number(row.id),
  title: text(row.title),
  serving: recipeServing(row as Parameters<typeof recipeServing>[0]),
});

/** Seconds an unused answer stays cached: a search briefly, a saved label a while, the fixed lists long. */
export const LOOKUP_CACHE_SECONDS = {
  options: 60,
  optionLabel: 300,
  permissionCatalogue: 600,
  cities: 3600,
} as const;

export const lookupsApi = createApi({
  reducerPath: LOOKUPS_PATH,
  baseQuery: axiosBaseQuery,
  endpoints: (build) => ({
    options: build.query<LookupOption[], OptionsArg>({
      query: ({ path, params, name }) => ({ url: path, params: { name, ...params } }),
      transformResponse: (rows: unknown, _meta, { label }) =>
        Array.isArray(rows) ? rows.filter(isRow).map((row) => toOption(row, label)) : [],
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS.options,
    }),
    groupedOptions: build.query<LookupOptionGroup[], GroupedOptionsArg>({
      query: ({ path, params, name }) => ({ url: path, params: { name, ...params } }),
      transformResponse: (groups: unknown, _meta, { store }) =>
        Array.isArray(groups) ? groups.filter(isGroup).map((group) => toGroup(group, store)) : [],
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS.options,
    }),
    optionLabel: build.query<LookupOption | null, OptionLabelArg>({
      query: ({ path, id }) => ({ url: `${path}/${encodeURIComponent(String(id))}` }),
      transformResponse: (row: unknown, _meta, { label }) => (isRow(row) ? toOption(row, label) : null),
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS.optionLabel,
    }),
    permissionCatalogue: build.query<CatalogueGroup[], void>({
      query: () => ({ url: 'permissions' }),
      transformResponse: (groups: unknown) => (Array.isArray(groups) ? (groups as CatalogueGroup[]) : []),
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS.permissionCatalogue,
    }),
    foodChoices: build.query<FoodChoice[], { name: string }>({
      query: ({ name }) => ({
        url: 'foods',
        params: { name, start: 0, count: 30, sort: 'name_tr', sort_by: 'ASC' },
      }),
      transformResponse: (rows: unknown) => (Array.isArray(rows) ? rows.filter(isRow).map(toFoodChoice) : []),
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS.options,
    }),
    recipeChoices: build.query<RecipeChoice[], { title: string }>({
      query: ({ title }) => ({
        url: 'recipes',
        params: { title, start: 0, count: 30, sort: 'title', sort_by: 'ASC' },
      }),
      transformResponse: (rows: unknown) =>
        Array.isArray(rows) ? rows.filter(isRow).map(toRecipeChoice) : [],
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS.options,
    }),
    productTerms: build.query<ProductTerms | null, ProductTermsArg>({
      query: ({ type, id }) => ({ url: `${PRODUCT_PATHS[type]}/${encodeURIComponent(String(id))}` }),
      transformResponse: (row: unknown) => (isRow(row) ? toProductTerms(row) : null),
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS.optionLabel,
    }),
    memberTarget: build.query<MemberTarget | null, { id: number }>({
      query: ({ id }) => ({ url: `members/${encodeURIComponent(String(id))}` }),
      transformResponse: (row: unknown) =>
        isRow(row)
          ? { id: Number(row.id), name: text(row.name), target_daily_calorie: num(row.target_daily_calorie) }
          : null,
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS.optionLabel,
    }),
    cities: build.query<City[], void>({
      query: () => ({ url: 'cities' }),
      transformResponse: (cities: unknown) => (Array.isArray(cities) ? (cities as City[]) : []),
      keepUnusedDataFor: LOOKUP_CACHE_SECONDS.cities,
    }),
  }),
});

/** RTK Query's registration action: `lookups/config/middlewareRegistered`, payload = a random id of this page's API. */
const REGISTRATION = `${lookupsApi.reducerPath}/config/middlewareRegistered`;

/**
 * The slice's reducer for the root reducer: lookupsApi.reducer, made replayable in another page or process.
 * The middleware's first act is a registration action carrying a random id of the page's API instance, and the
 * stock reducer reads any other id as a second API on the same path ('conflict'). Replayed by `npm run replay`,
 * an emitted test or a DevTools import, a recorded registration carries the recording page's id, so the replayed
 * state would differ from the recorded one in `lookups.config.middlewareRegistered`. There is one API on
 * 'lookups' (this module), so a registration always means "registered".
 */
export const lookupsReducer: typeof lookupsApi.reducer = (state, action) => {
  const next = lookupsApi.reducer(state, action);
  if (action.type !== REGISTRATION || next.config.middlewareRegistered !== 'conflict') return next;
  return { ...next, config: { ...next.config, middlewareRegistered: true } };
};

/** For `combineSlices(lookupsSlice, ...)`: the reducer path and the replayable reducer. */
export const lookupsSlice = { reducerPath: lookupsApi.reducerPath, reducer: lookupsReducer } as const;

/** The lookups' place in the root state, for RootState's type. */
export type LookupsState = { [LOOKUPS_PATH]: ReturnType<typeof lookupsReducer> };

// Loaded with the first screen that needs it: the slice joins the root reducer, the middleware every store.
rootReducer.inject(lookupsSlice);
registerMiddleware(lookupsApi.middleware);

export const {
  useOptionsQuery,
  useGroupedOptionsQuery,
  useOptionLabelQuery,
  usePermissionCatalogueQuery,
  useCitiesQuery,
} = lookupsApi;
export const { useFoodChoicesQuery, useRecipeChoicesQuery, useMemberTargetQuery, useProductTermsQuery } =
  lookupsApi;

/** The translated message of a lookup's error (a serialized error without one falls back to its own message). */
export function lookupErrorMessage(error: unknown): string | null {
  if (!error) return null;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : chooseErrorMessage(error);
}

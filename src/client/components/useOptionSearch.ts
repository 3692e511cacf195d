// Loads a dropdown's options through the lookups API (store/lookupsApi.ts), so they are in the store, in
// DevTools and in the action log: at once, then 500 ms after the user stops typing (spec part 1 §9) — the typed
// text is debounced, and the debounced text is the query's argument. The saved value's label is fetched when
// the value is not among the loaded options; until it is known the value reads 'Yükleniyor...', never its raw
// id. A failed load shows one error toast per failed request. A viewer without the source's permission asks
// nothing (the call would be a 403): the saved choice shows by the name the record answered, and the field locks.
import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useCan } from './Can';
import {
  useGroupedOptionsQuery,
  useOptionLabelQuery,
  useOptionsQuery,
  type LookupOption,
  type LookupOptionGroup,
  type OptionsArg,
} from '../store/lookupsApi';
import type { OptionSource } from './optionPresets';
import { useLookupErrorToast } from './useLookupErrorToast';

export const OPTION_SEARCH_DEBOUNCE_MS = 500;

export type LoadedOption = LookupOption;

/** `value`, then each change `delayOf(change)` ms after the last one (0 = at once). */
export function useDebouncedValue<T>(value: T, delayOf: (value: T) => number): T {
  const [debounced, setDebounced] = useState(value);
  const delay = delayOf(value);
  useEffect(() => {
    if (delay <= 0) {
      setDebounced(value);
      return undefined;
    }
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return delay <= 0 ? value : debounced;
}

const isSet = (value: unknown): value is number | string =>
  (typeof value === 'number' || typeof value === 'string') && value !== '';

/** The query's argument: plain data only (it is the cache key and travels in every lookups action). */
function optionsArg(source: OptionSource, name: string): OptionsArg {
  const params: OptionsArg['params'] = {};
  for (const [key, value] of Object.entries(source.params)) if (value !== undefined) params[key] = value;
  return { path: source.path, params, name, ...(source.label ? { label: source.label } : {}) };
}

export function useOptionSearch(
  source: OptionSource,
  value: unknown,
  /** The saved value's name when the record answered it: no lookup (which the viewer may not be allowed). */
  stored?: { value: unknown; label: string },
) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text, (typed) => (typed === '' ? 0 : OPTION_SEARCH_DEBOUNCE_MS));
  const { path, label, special } = source;
  const isSpecial = special !== undefined && value === special.value;
  const allowed = useCan(source.permission);

  // Sources written inline are new objects each render; the argument only changes with its content.
  const sourceKey = JSON.stringify([path, source.params, label]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- sourceKey stands for source's content
  const arg = useMemo(() => optionsArg(source, name), [sourceKey, name]);
  // Each mount asks again (a record created meanwhile shows up) while the cached answer is shown at once.
  const list = useOptionsQuery(isSpecial || !allowed ? skipToken : arg, { refetchOnMountOrArgChange: true });
  const options = useMemo(() => list.data ?? [], [list.data]);
  useLookupErrorToast(list.requestId, list.isError ? list.error : undefined);

  // The saved value's label, when the loaded options do not hold it (asked once the list has answered, and kept
  // while a search runs; a failure here toasts nothing: the list call reports real failures).
  const single = isSet(value) && !isSpecial;
  const inOptions = single && options.some((option) => option.value === value);
  const known = stored && stored.value === value ? stored.label : undefined;
  const needsLabel =
    allowed && single && (list.isSuccess || list.isError) && !inOptions && known === undefined;
  const saved = useOptionLabelQuery(
    needsLabel ? { path, id: value, ...(label ? { label } : {}) } : skipToken,
  );

  const shown = useMemo((): LoadedOption[] => {
    if (isSpecial && special) return [{ value: special.value, label: t(special.labelKey) }];
    if (!single || inOptions) return options;
    if (known !== undefined) return [{ value, label: known } as LoadedOption, ...options];
    // Not the viewer's to look up, and the record named nothing: the id is all there is to show.
    if (!allowed) return [{ value, label: String(value) } as LoadedOption];
    const fetched = saved.currentData?.value === value ? saved.currentData : null;
    // No label to come (the record is gone, or may not be read): the id is all there is to show.
    const unknown = saved.isError || (saved.isSuccess && !saved.isFetching && saved.currentData === null);
    // Until the label is known the select shows a loading text, not the raw id ('4' on /user-edit).
    const first: LoadedOption = fetched ?? { value, label: unknown ? String(value) : t('shell.loading') };
    return [first, ...options];
  }, [
    isSpecial,
    special,
    single,
    inOptions,
    options,
    saved.currentData,
    saved.isError,
    saved.isSuccess,
    saved.isFetching,
    value,
    known,
    allowed,
    t,
  ]);

  return { options: shown, loading: list.isFetching, search: setText, locked: !allowed };
}

/**
 * A grouped source (GET moves): the same debounced search, the answer shown in its groups. A saved value that
 * the loaded groups do not hold (a search narrowed them, or a stored move name from another language) is shown
 * as it is: with `store: 'label'` the value is its own label.
 */
export function useGroupedOptionSearch(source: OptionSource, value: unknown) {
  const [text, setText] = useState('');
  const name = useDebouncedValue(text, (typed) => (typed === '' ? 0 : OPTION_SEARCH_DEBOUNCE_MS));
  const store = source.grouped?.store ?? 'value';
  const sourceKey = JSON.stringify([source.path, source.params, store]);
  const arg = useMemo(() => {
    const params: OptionsArg['params'] = {};
    for (const [key, v] of Object.entries(source.params)) if (v !== undefined) params[key] = v;
    return { path: source.path, params, name, store };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sourceKey stands for source's content
  }, [sourceKey, name]);
  const list = useGroupedOptionsQuery(arg, { refetchOnMountOrArgChange: true });
  useLookupErrorToast(list.requestId, list.isError ? list.error : undefined);
  const groups = useMemo(() => list.data ?? [], [list.data]);

  const options = useMemo((): (LoadedOption | LookupOptionGroup)[] => {
    const known = groups.some((g) => g.options.some((o) => o.value === value));
    if (!isSet(value) || known) return groups;
    return [{ value, label: String(value) }, ...groups];
  }, [groups, value]);

  return { options, loading: list.isFetching, search: setText };
}

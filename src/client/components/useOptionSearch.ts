// Loads a dropdown's options: at once, then 500 ms after the user stops typing (spec part 1 §9). The current
// value's label is fetched when the value is not among the loaded options. A failure shows a toast.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toQueryString } from '../../shared/query';
import { chooseErrorMessage, http } from '../api/http';
import { useToast } from '../lib/useToast';
import { personLabel, type OptionSource } from './optionPresets';

export const OPTION_SEARCH_DEBOUNCE_MS = 500;

export interface LoadedOption {
  value: number | string;
  label: string;
}

type Row = Record<string, unknown> & { id: number | string };

export function useOptionSearch(source: OptionSource, value: unknown) {
  const { t } = useTranslation();
  const toast = useToast();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<LoadedOption[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const { path, params, label = personLabel, special } = source;
  const paramsKey = JSON.stringify(params);
  const isSpecial = special !== undefined && value === special.value;

  // A source written inline gets a new label function each render; read it through a ref so that never refetches.
  const labelOf = useRef(label);
  labelOf.current = label;
  const toOption = useCallback((row: Row): LoadedOption => ({ value: row.id, label: labelOf.current(row) }), []);

  useEffect(() => {
    if (isSpecial) return;
    const request = ++latest.current;
    const timer = setTimeout(
      () => {
        setLoading(true);
        http
          .get<Row[]>(`${path}?${toQueryString({ name: text, ...(JSON.parse(paramsKey) as typeof params) })}`)
          .then((response) => {
            if (request === latest.current) setOptions((Array.isArray(response.data) ? response.data : []).map(toOption));
          })
          .catch((error: unknown) => {
            if (request === latest.current) toast.error(chooseErrorMessage(error));
          })
          .finally(() => {
            if (request === latest.current) setLoading(false);
          });
      },
      text === '' ? 0 : OPTION_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [path, paramsKey, text, isSpecial, toOption, toast]);

  // A saved value outside the loaded options still shows its label: fetched once, kept beside the list.
  const [saved, setSaved] = useState<LoadedOption | null>(null);
  const single = value !== undefined && value !== null && value !== '' && !Array.isArray(value) && !isSpecial;
  const needsLabel = single && !loading && saved?.value !== value && !options.some((o) => o.value === value);
  useEffect(() => {
    if (!needsLabel) return;
    let live = true;
    http
      .get<Row>(`${path}/${encodeURIComponent(String(value))}`)
      .then((response) => {
        if (live && response.data) setSaved(toOption(response.data));
      })
      .catch(() => undefined); // the raw id stays shown; the list call already reports real failures
    return () => {
      live = false;
    };
  }, [needsLabel, path, value, toOption]);

  const withSaved = saved && saved.value === value && !options.some((o) => o.value === saved.value) ? [saved, ...options] : options;
  const shown = isSpecial && special ? [{ value: special.value, label: t(special.labelKey) }] : withSaved;
  return { options: shown, loading, search: setText };
}

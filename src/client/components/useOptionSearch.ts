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

  // A saved value outside the first page of options still shows its label.
  const missing = !isSpecial && !loading && value !== undefined && value !== null && value !== '' && !Array.isArray(value) && !options.some((o) => o.value === value);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    http
      .get<Row>(`${path}/${encodeURIComponent(String(value))}`)
      .then((response) => {
        if (live && response.data) setOptions((current) => (current.some((o) => o.value === response.data.id) ? current : [toOption(response.data), ...current]));
      })
      .catch(() => undefined); // the id alone stays shown; the list call already reported real failures
    return () => {
      live = false;
    };
  }, [missing, path, value, toOption]);

  const shown = isSpecial && special ? [{ value: special.value, label: t(special.labelKey) }] : options;
  return { options: shown, loading, search: setText };
}

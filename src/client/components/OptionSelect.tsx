// A searchable dropdown fed by a preset list call (spec part 1 §7): coach, supervisor, nutritionist, sales,
// activeUsers, allUsers, members, users, branches, roles, moves (grouped) — or any OptionSource.
import type { CSSProperties } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LookupOption, LookupOptionGroup } from '../store/lookupsApi';
import { OPTION_PRESETS, type OptionPresetName, type OptionSource } from './optionPresets';
import { useGroupedOptionSearch, useOptionSearch } from './useOptionSearch';

export type OptionSelectValue = number | string | null | undefined;

export interface OptionSelectProps {
  preset: OptionPresetName | OptionSource;
  value?: OptionSelectValue;
  onChange?: (value: OptionSelectValue) => void;
  onBlur?: () => void;
  id?: string;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  /** A value whose name is already known (the edited record's stored choice): shown without a lookup. */
  stored?: { value: unknown; label: string };
}

interface SearchState {
  options: (LookupOption | LookupOptionGroup)[];
  loading: boolean;
  search: (text: string) => void;
  /** The viewer may not search this source: the saved choice is shown, nothing else can be chosen. */
  locked?: boolean;
}

export function OptionSelect(props: OptionSelectProps) {
  const source: OptionSource = typeof props.preset === 'string' ? OPTION_PRESETS[props.preset] : props.preset;
  // Two components, not a branch inside one: each calls its own hooks unconditionally.
  return source.grouped ? (
    <GroupedOptionSelect {...props} source={source} />
  ) : (
    <ListOptionSelect {...props} source={source} />
  );
}

function ListOptionSelect({ source, ...props }: OptionSelectProps & { source: OptionSource }) {
  return <SelectView {...props} {...useOptionSearch(source, props.value, props.stored)} />;
}

function GroupedOptionSelect({ source, ...props }: OptionSelectProps & { source: OptionSource }) {
  return <SelectView {...props} {...useGroupedOptionSearch(source, props.value)} />;
}

function SelectView({
  value,
  onChange,
  onBlur,
  id,
  allowClear = true,
  disabled,
  placeholder,
  style,
  stored: _stored,
  options,
  loading,
  search,
  locked = false,
}: Omit<OptionSelectProps, 'preset'> & SearchState) {
  const { t } = useTranslation();
  const empty = value === undefined || value === null || value === '';
  return (
    <Select
      id={id}
      value={empty ? undefined : value}
      options={options}
      loading={loading}
      allowClear={allowClear}
      disabled={disabled || locked}
      placeholder={placeholder ?? t('components.options.placeholder')}
      // The server filters by name; antd must not filter the answer again.
      showSearch={{ filterOption: false, onSearch: search }}
      // antd's own empty text is 'Veri Yok'; the product says 'Herhangi bir veri bulunamadı.'.
      notFoundContent={loading ? <Spin size="small" /> : t('generic.no_data')}
      onChange={(next) => onChange?.(next ?? null)}
      onBlur={onBlur}
      style={{ minWidth: 180, ...style }}
    />
  );
}

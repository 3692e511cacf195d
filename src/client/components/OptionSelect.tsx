// A searchable dropdown fed by a preset list call (spec part 1 §7): coach, supervisor, nutritionist, sales,
// activeUsers, allUsers, members, users, branches, roles — or any OptionSource.
import type { CSSProperties } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPTION_PRESETS, type OptionPresetName, type OptionSource } from './optionPresets';
import { useOptionSearch } from './useOptionSearch';

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
}

export function OptionSelect({
  preset,
  value,
  onChange,
  onBlur,
  id,
  allowClear = true,
  disabled,
  placeholder,
  style,
}: OptionSelectProps) {
  const { t } = useTranslation();
  const source = typeof preset === 'string' ? OPTION_PRESETS[preset] : preset;
  const { options, loading, search } = useOptionSearch(source, value);
  const empty = value === undefined || value === null || value === '';
  return (
    <Select
      id={id}
      value={empty ? undefined : value}
      options={options}
      loading={loading}
      allowClear={allowClear}
      disabled={disabled}
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

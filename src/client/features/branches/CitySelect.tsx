// The city dropdown of the branch form and list filter: Turkey's 81 provinces (src/shared/cities.ts),
// searchable with Turkish case rules (İ/i, I/ı), value = plate code.
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CITIES } from '../../../shared/cities';

const fold = (text: string) => text.toLocaleLowerCase('tr');
const options = CITIES.map((city) => ({ value: city.id, label: city.name }));

export type CitySelectProps = Omit<SelectProps<number>, 'options' | 'showSearch' | 'filterOption'>;

export function CitySelect(props: CitySelectProps) {
  const { t } = useTranslation();
  return (
    <Select<number>
      showSearch={{ filterOption: (input, option) => fold(String(option?.label ?? '')).includes(fold(input)) }}
      options={options}
      placeholder={t('components.options.placeholder')}
      allowClear
      // 81 short rows: render them all (no virtual window), so every province is in the DOM for search and AT.
      virtual={false}
      {...props}
    />
  );
}

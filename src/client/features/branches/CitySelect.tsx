// The city dropdown of the branch form and list filter: Turkey's 81 provinces, a lookup of the store (GET
// cities, store/lookupsApi.ts), searchable with Turkish case rules (İ/i, I/ı), value = plate code. A saved
// value reads 'Yükleniyor...' until the list is there; a failed load shows its message once in a toast.
import { useMemo } from 'react';
import { Select, Spin, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLookupErrorToast } from '../../components/useLookupErrorToast';
import { useCitiesQuery } from '../../store/lookupsApi';

const fold = (text: string) => text.toLocaleLowerCase('tr');

export type CitySelectProps = Omit<SelectProps<number>, 'options' | 'showSearch' | 'filterOption'>;

export function CitySelect(props: CitySelectProps) {
  const { t } = useTranslation();
  const { data, isFetching, isError, error, requestId } = useCitiesQuery();
  useLookupErrorToast(requestId, isError ? error : undefined);
  const { value } = props;
  const options = useMemo(() => {
    const cities = (data ?? []).map((city) => ({ value: city.id, label: city.name }));
    if (typeof value !== 'number' || cities.some((city) => city.value === value)) return cities;
    // A saved city reads 'Yükleniyor...' until the list answers, not its raw plate code.
    return [{ value, label: data || isError ? String(value) : t('shell.loading') }, ...cities];
  }, [data, value, isError, t]);
  return (
    <Select<number>
      showSearch={{
        filterOption: (input, option) => fold(String(option?.label ?? '')).includes(fold(input)),
      }}
      options={options}
      loading={isFetching}
      placeholder={t('components.options.placeholder')}
      notFoundContent={isFetching ? <Spin size="small" /> : t('generic.no_data')}
      allowClear
      // 81 short rows: render them all (no virtual window), so every province is in the DOM for search and AT.
      virtual={false}
      {...props}
    />
  );
}

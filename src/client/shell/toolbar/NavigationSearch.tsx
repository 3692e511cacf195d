// Search over the navigation items the user may see; at most 10 suggestions (spec §9), Enter/click opens.
import { useMemo, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchNavigation } from '../navigationFilter';
import { useNavigation } from '../useNavigation';

export function NavigationSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { items } = useNavigation();
  const [query, setQuery] = useState('');

  const options = useMemo(
    () =>
      searchNavigation(items, query, (item) => t(item.titleKey), i18n.language).map((item) => ({
        value: item.route,
        label: t(item.titleKey),
      })),
    [items, query, t, i18n.language],
  );

  return (
    <AutoComplete
      value={query}
      options={options}
      onSearch={setQuery}
      onSelect={(route: string) => {
        setQuery('');
        navigate(route);
      }}
      style={{ width: 220 }}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder={t('shell.toolbar.search')}
        aria-label={t('shell.toolbar.search')}
        allowClear
      />
    </AutoComplete>
  );
}

// /history (HISTORY_READ): every change the reader may see, newest first; filtered by kind of record, action,
// user and time, exported as CSV like every list.
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESOURCES } from '../../../shared/resources';
import type { HistoryRecord } from '../../../shared/history';
import { DayInput } from '../../components/DayInput';
import { EntityList } from '../../components/EntityList';
import { OptionSelect } from '../../components/OptionSelect';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { historyColumns } from './historyColumns';

/** Kinds of record that have a screen of their own, by their labels' area. */
const KINDS = Object.values(RESOURCES)
  .filter((def) => def.name !== 'history' && def.name !== 'memberHistory')
  .map((def) => ({ name: def.name, area: def.i18n }));

function KindSelect(props: { value?: string; onChange?: (value?: string) => void; id?: string }) {
  const { t, i18n } = useTranslation();
  const options = KINDS.map(({ name, area }) => ({
    value: name,
    label: i18n.exists(`${area}.title`) ? `${t(`${area}.title`)} (${name})` : name,
  })).sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      options={options}
      placeholder={t('components.options.placeholder')}
      {...props}
      style={{ minWidth: 240 }}
    />
  );
}

export default function HistoryListPage() {
  usePageTitle('history.title');
  return (
    <EntityList<HistoryRecord>
      entity={entities.history}
      columns={historyColumns}
      searchInputs={{
        entity: <KindSelect />,
        user_id: <OptionSelect preset="allUsers" />,
        from: <DayInput />,
        to: <DayInput />,
      }}
    />
  );
}

// /reminderDeliveries (REMINDERS_SEARCH): what the daily runs decided, newest first, of the members the caller
// reaches — sent, queued, failed (with the reason) or skipped (no consent, no address); searched by rule, status,
// channel and days.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../components/DayInput';
import { EntityList } from '../../components/EntityList';
import { OptionSelect } from '../../components/OptionSelect';
import type { OptionSource } from '../../components/optionPresets';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { deliveryColumns } from './deliveryColumns';
import type { ReminderDelivery } from './types';

const ruleSource: OptionSource = {
  path: 'reminderRules',
  params: { start: 0, count: 250, sort: 'name', sort_by: 'ASC' },
  label: 'name',
  permission: 'REMINDERS_SEARCH',
};

const searchInputs = {
  rule_id: <OptionSelect preset={ruleSource} style={{ minWidth: 200 }} />,
  from: <DayInput />,
  to: <DayInput />,
};

export default function ReminderDeliveriesListPage() {
  const { t } = useTranslation();
  usePageTitle('reminderDeliveries.title');
  const columns = useMemo(() => deliveryColumns(t, { withMember: true }), [t]);
  return (
    <EntityList<ReminderDelivery>
      entity={entities.reminderDeliveries}
      columns={columns}
      searchInputs={searchInputs}
    />
  );
}

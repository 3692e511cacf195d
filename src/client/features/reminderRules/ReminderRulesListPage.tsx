// /reminderRules: the reminder rules by name — what each reminds of, when (its days in words: "3 gün önce"), on
// which channel and whether it runs; searched by name, kind and channel.
import { useMemo } from 'react';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { OptionLabel } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { offsetWords } from './offsetWords';
import type { ReminderRule } from './types';

const ruleColumns = (t: TFunction): EntityColumn<ReminderRule>[] => [
  { field: 'name' },
  {
    field: 'kind',
    render: (rule) => <OptionLabel field="kind" value={rule.kind} />,
    csv: (rule) => t(`reminderRules.options.kind.${rule.kind}`),
  },
  {
    field: 'offset_days',
    render: (rule) => offsetWords(t, rule.kind, rule.offset_days),
    csv: (rule) => offsetWords(t, rule.kind, rule.offset_days),
  },
  {
    field: 'channel',
    render: (rule) => <OptionLabel field="channel" value={rule.channel} />,
    csv: (rule) => t(`reminderRules.options.channel.${rule.channel}`),
  },
  {
    field: 'active',
    render: (rule) => (
      <Tag color={rule.active ? 'success' : 'default'} data-active={rule.active}>
        <OptionLabel field="active" value={rule.active ? 1 : 0} />
      </Tag>
    ),
    csv: (rule) => t(`reminderRules.options.active.${rule.active ? 1 : 0}`),
  },
];

export default function ReminderRulesListPage() {
  const { t } = useTranslation();
  usePageTitle('reminderRules.title');
  const columns = useMemo(() => ruleColumns(t), [t]);
  return <EntityList<ReminderRule> entity={entities.reminderRules} columns={columns} />;
}

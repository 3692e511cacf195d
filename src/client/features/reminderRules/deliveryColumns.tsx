// The deliveries' columns, shared by /reminderDeliveries and the member file's tab: the run's day, the member (to
// their file, where the address and consents are fixed), the rule, the channel, the status as a coloured tag,
// the address written to and why it failed.
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeliveryStatus } from '../../../shared/schemas/reminderRules';
import type { EntityColumn } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import type { ReminderDelivery } from './types';

const STATUS_COLOURS: Record<DeliveryStatus, string> = {
  sent: 'green',
  queued: 'blue',
  failed: 'red',
  skipped_no_consent: 'default',
  skipped_no_address: 'default',
};

export function DeliveryStatusTag({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status] ?? 'default'} data-status={status}>
      {t(`reminderDeliveries.options.status.${status}`)}
    </Tag>
  );
}

const memberName = (d: ReminderDelivery) => d.names?.member_id ?? `#${d.member_id}`;
const ruleName = (d: ReminderDelivery) => d.names?.rule_id ?? `#${d.rule_id}`;
const day = (d: ReminderDelivery) => wireToDisplayDate(d.day);

export function deliveryColumns(t: TFunction, { withMember }: { withMember: boolean }) {
  const columns: EntityColumn<ReminderDelivery>[] = [
    { field: 'day', ltr: true, render: day, csv: day },
    ...(withMember
      ? [
          {
            field: 'member_id',
            render: (d: ReminderDelivery) => <Link to={`/member-edit/${d.member_id}`}>{memberName(d)}</Link>,
            csv: memberName,
          },
        ]
      : []),
    {
      field: 'rule_id',
      render: (d) => <Link to={`/reminderRule-edit/${d.rule_id}`}>{ruleName(d)}</Link>,
      csv: ruleName,
    },
    {
      field: 'channel',
      render: (d) => t(`reminderDeliveries.options.channel.${d.channel}`),
      csv: (d) => t(`reminderDeliveries.options.channel.${d.channel}`),
    },
    {
      field: 'status',
      render: (d) => <DeliveryStatusTag status={d.status} />,
      csv: (d) => t(`reminderDeliveries.options.status.${d.status}`),
    },
    { field: 'recipient', ltr: true },
    { field: 'error' },
  ];
  return columns;
}

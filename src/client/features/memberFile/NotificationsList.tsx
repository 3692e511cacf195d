// The notifications sent to this member (NOTIFICATIONS): when, what kind, the text, who sent it, the channel
// and whether the mail left (the outbox's state).
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotificationRecord } from '../../../shared/schemas/notifications';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { entities } from '../../store/entities';
import { formatDateTime } from '../../lib/dateTime';

const STATE_COLORS = { pending: 'gold', sent: 'green', failed: 'red' } as const;

function DeliveryTag({ state }: { state?: NotificationRecord['delivery_state'] }) {
  const { t } = useTranslation();
  if (!state) return null;
  return <Tag color={STATE_COLORS[state]}>{t(`notifications.options.delivery_state.${state}`)}</Tag>;
}

const When = ({ at }: { at?: string }) => <bdi dir="ltr">{formatDateTime(at)}</bdi>;

const columns: EntityColumn<NotificationRecord>[] = [
  { field: 'created_at', sortable: true, render: (n) => <When at={n.created_at} /> },
  { field: 'kind', render: (n) => <KindLabel kind={n.kind} /> },
  { field: 'title' },
  { field: 'message', width: 320 },
  { field: 'sender_name' },
  { field: 'channel', render: (n) => <KindLabel kind={n.channel} field="channel" /> },
  { field: 'delivery_state', render: (n) => <DeliveryTag state={n.delivery_state} /> },
];

function KindLabel({ kind, field = 'kind' }: { kind: string; field?: string }) {
  const { t } = useTranslation();
  return <>{t(`notifications.options.${field}.${kind}`)}</>;
}

export function NotificationsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  return (
    <EntityList<NotificationRecord>
      entity={entities.memberNotifications}
      parent={{ member_id: memberId }}
      columns={columns}
      title={t('notifications.title')}
    />
  );
}

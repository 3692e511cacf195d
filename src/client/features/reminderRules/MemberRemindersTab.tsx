// /member-edit/{id}/reminders (REMINDERS_SEARCH): the reminders decided for this member, newest first — the day,
// the rule, the channel, sent or why not — through the member's own deliveries row (its list keyed by the member).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityList } from '../../components/EntityList';
import type { MemberTabProps } from '../../shell/memberTabs';
import { entities } from '../../store/entities';
import { deliveryColumns } from './deliveryColumns';
import type { ReminderDelivery } from './types';

export default function MemberRemindersTab({ memberId, title }: MemberTabProps) {
  const { t } = useTranslation();
  const parent = useMemo(() => ({ member_id: memberId }), [memberId]);
  const columns = useMemo(() => deliveryColumns(t, { withMember: false }), [t]);
  return (
    <EntityList<ReminderDelivery>
      entity={entities.memberReminderDeliveries}
      parent={parent}
      columns={columns}
      title={title}
      emptyHint={t('reminderDeliveries.member.empty')}
    />
  );
}

// /member-edit/{id}/classes (CLASS_BOOKINGS_SEARCH): the member's class bookings, the latest first — the class,
// its day and time on the gym's clock, the booking's status and the place in the queue while waiting.
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import type { MemberTabProps } from '../../shell/memberTabs';
import { entities } from '../../store/entities';
import { BookingStatusTag } from './BookingStatusTag';
import type { ClassBooking } from './types';

const when = (b: ClassBooking) => `${wireToDisplayDate(b.day)} ${b.start_time}`;

const bookingColumns = (t: TFunction): EntityColumn<ClassBooking>[] => [
  { field: 'class_name' },
  { field: 'day', ltr: true, render: when, csv: when },
  {
    field: 'status',
    render: (b) => <BookingStatusTag status={b.status} />,
    csv: (b) => t(`classes.options.booking.${b.status}`),
  },
  { field: 'waitlist_position', ltr: true },
];

export default function MemberClassesTab({ memberId, title }: MemberTabProps) {
  const { t } = useTranslation();
  const parent = useMemo(() => ({ member_id: memberId }), [memberId]);
  const columns = useMemo(() => bookingColumns(t), [t]);
  return (
    <EntityList<ClassBooking>
      entity={entities.memberClassBookings}
      parent={parent}
      columns={columns}
      title={title}
      emptyHint={t('classes.member.empty')}
    />
  );
}

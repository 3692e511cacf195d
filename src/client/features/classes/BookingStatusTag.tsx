// A booking's status as a coloured, translated tag (`classes.options.booking.<status>`).
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../../shared/schemas/classes';

export const BOOKING_COLOURS: Record<BookingStatus, string> = {
  booked: 'processing',
  waitlisted: 'warning',
  attended: 'success',
  no_show: 'error',
  cancelled: 'default',
  late_cancelled: 'default',
};

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={BOOKING_COLOURS[status]} data-status={status}>
      {t(`classes.options.booking.${status}`)}
    </Tag>
  );
}

// The member's classes today, at the desk (CLASS_BOOKINGS_SEARCH): name, time on the gym's clock and the
// booking's status, so the desk sees who comes for a class. Read from the member's bookings through the store
// (the classes feature's own screens are not imported); shown only when there is one.
import { useEffect, useMemo } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { businessDay } from '../../../shared/businessDay';
import type { BookingStatus, ClassBookingRecord } from '../../../shared/schemas/classes';
import { useCan } from '../../components/Can';
import { entities } from '../../store/entities';
import { shallowEqual, useAppDispatch, useAppSelector } from '../../store/hooks';

const bookings = entities.memberClassBookings;
/** Newest first: today's are among a member's latest fifty. */
const RECENT = 50;

const COLOURS: Record<BookingStatus, string> = {
  booked: 'processing',
  waitlisted: 'warning',
  attended: 'success',
  no_show: 'error',
  cancelled: 'default',
  late_cancelled: 'default',
};

/** `list`'s bookings on `day`, in the order of their start. */
export const bookingsOn = (list: readonly ClassBookingRecord[], day: string) =>
  list.filter((b) => b.day === day).sort((a, b) => a.start_time.localeCompare(b.start_time));

export function TodayClasses({ memberId }: { memberId: number }) {
  const canSee = useCan('CLASS_BOOKINGS_SEARCH');
  return canSee ? <TodayClassesList memberId={memberId} /> : null;
}

function TodayClassesList({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const parent = useMemo(() => ({ member_id: memberId }), [memberId]);
  const list = useAppSelector((state) => bookings.selectors.selectListRecords(state, parent), shallowEqual);
  useEffect(() => {
    void dispatch(bookings.thunks.search({ parent, query: { count: RECENT } }));
  }, [dispatch, parent]);
  const today = bookingsOn(list, businessDay());
  if (today.length === 0) return null;
  return (
    <section aria-label={t('classes.desk.today')}>
      <Typography.Text strong>{t('classes.desk.today')}</Typography.Text>
      <Flex vertical gap={4} style={{ marginTop: 4 }}>
        {today.map((b) => (
          <Flex key={b.id} gap="small" align="center" wrap>
            <bdi dir="ltr">{b.start_time}</bdi>
            <span>{b.class_name}</span>
            <Tag color={COLOURS[b.status]}>{t(`classes.options.booking.${b.status}`)}</Tag>
            {b.status === 'waitlisted' && b.waitlist_position !== null && (
              <Typography.Text type="secondary">
                {`${t('classes.fields.waitlist_position')}: `}
                <bdi dir="ltr">{b.waitlist_position}</bdi>
              </Typography.Text>
            )}
          </Flex>
        ))}
      </Flex>
    </section>
  );
}

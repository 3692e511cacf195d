// A session's roster, opened from the timetable: the class, its time, room, coach and seats; the members holding
// a seat with their attendance from the class's day on (checking spends a lesson through a check-in and cannot be
// undone here, so a checked box stays checked; a no-show who turns up late can still be checked), "Gelmedi" and
// the cancel of a booking; the waiting list in its order; who cancelled. A member is added with the app's member
// search until the class's day is over (a full class puts them on the waiting list). Every change
// re-reads the roster (a cancelled seat goes to the first waiting) and tells the timetable, whose counts change.
// The session itself can be cancelled, with a reason its booked members are mailed.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { StopOutlined, UserAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { businessDay } from '../../../shared/businessDay';
import { OPEN_BOOKINGS } from '../../../shared/schemas/classes';
import { useCan } from '../../components/Can';
import { wireToDisplayDate } from '../../components/fields';
import { OptionSelect, type OptionSelectValue } from '../../components/OptionSelect';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { shallowEqual, useAppDispatch, useAppSelector } from '../../store/hooks';
import { BookingStatusTag } from './BookingStatusTag';
import { ColourSwatch } from './ClassFields';
import type { ClassBooking, ClassSession } from './types';

const bookings = entities.classBookings;
const sessions = entities.classSessions;
/** A roster is read whole: the room's most and its waiting list. */
const ROSTER_COUNT = 1000;

const SEATED = new Set<ClassBooking['status']>(['booked', 'attended', 'no_show']);
const CANCELLED = new Set<ClassBooking['status']>(['cancelled', 'late_cancelled']);
/** Whom attendance can be taken for. */
const MARKABLE = new Set<ClassBooking['status']>(['booked', 'no_show']);

/** The roster's three parts: seats (in booking order), the queue (in its order), the cancelled. */
export function rosterParts(list: readonly ClassBooking[]) {
  return {
    seated: list.filter((b) => SEATED.has(b.status)),
    waiting: list
      .filter((b) => b.status === 'waitlisted')
      .sort((a, b) => (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0)),
    cancelled: list.filter((b) => CANCELLED.has(b.status)),
  };
}

export interface RosterDrawerProps {
  /** The session whose roster is open; null: closed. */
  sessionId: number | null;
  onClose: () => void;
  /** Something changed the session's seats or status. */
  onChanged: () => void;
}

export function RosterDrawer({ sessionId, onClose, onChanged }: RosterDrawerProps) {
  const { t } = useTranslation();
  const session = useAppSelector((state) =>
    sessionId === null ? undefined : sessions.selectors.selectById(state, sessionId),
  );
  return (
    <Drawer
      open={sessionId !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      title={
        session ? (
          <Space>
            <ColourSwatch colour={session.colour} />
            {session.name}
          </Space>
        ) : (
          t('classes.roster.title')
        )
      }
    >
      {session && <Roster session={session} onChanged={onChanged} />}
    </Drawer>
  );
}

type Result = { meta: { requestStatus: 'fulfilled' | 'rejected' }; payload?: unknown };

function Roster({ session, onChanged }: { session: ClassSession; onChanged: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const parent = useMemo(() => ({ session_id: session.id }), [session.id]);
  const canSee = useCan('CLASS_BOOKINGS_SEARCH');
  const canBook = useCan('CLASS_BOOKINGS_CREATE');
  const canMark = useCan('CLASS_BOOKINGS_UPDATE');
  const canCancelBooking = useCan('CLASS_BOOKINGS_DELETE');
  const canCancelSession = useCan('CLASSES_UPDATE');
  const list = useAppSelector((state) => bookings.selectors.selectListRecords(state, parent), shallowEqual);
  const loading = useAppSelector(bookings.selectors.selectStatus) === 'searching';
  const loadError = useAppSelector(bookings.selectors.selectErrors).search;
  /** The booking (or 'add', 'session') a request runs for: its buttons wait. */
  const [busy, setBusy] = useState<number | 'add' | 'session' | null>(null);
  const [member, setMember] = useState<OptionSelectValue>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancelled = session.status === 'cancelled';
  const today = businessDay();
  // Attendance is taken from the class's day on; a class of an earlier day takes no new bookings.
  const upcoming = session.day > today;
  const over = session.day < today;

  const reload = useCallback(() => {
    if (canSee) void dispatch(bookings.thunks.search({ parent, query: { count: ROSTER_COUNT } }));
  }, [dispatch, parent, canSee]);
  useEffect(reload, [reload]);

  /** Runs one request; a refusal shows the server's message. Either way the roster and the timetable re-read. */
  const run = async (key: number | 'add' | 'session', request: Promise<Result>, scope: string) => {
    setBusy(key);
    const result = await request;
    setBusy(null);
    if (result.meta.requestStatus === 'rejected') {
      toast.error(typeof result.payload === 'string' ? result.payload : t('generic.errors.unexpected_error'));
      // The message is shown: the slice need not keep it for a screen that does not show it.
      dispatch(bookings.actions.clearError(scope));
      dispatch(sessions.actions.clearError(scope));
    }
    reload();
    onChanged();
    return result;
  };

  const attend = (b: ClassBooking) =>
    void run(b.id, dispatch(bookings.operations.attend!({ parent, id: b.id })), 'attend');
  const noShow = (b: ClassBooking) =>
    void run(b.id, dispatch(bookings.operations.noshow!({ parent, id: b.id })), 'noshow');
  const cancelBooking = (b: ClassBooking) =>
    run(b.id, dispatch(bookings.thunks.remove({ parent, id: b.id })), 'delete');
  const book = async () => {
    if (member === null || member === undefined) return;
    const result = await run(
      'add',
      dispatch(bookings.thunks.create({ parent, body: { member_id: Number(member) } })),
      'create',
    );
    if (result.meta.requestStatus !== 'fulfilled') return;
    const booking = result.payload as ClassBooking;
    setMember(null);
    toast.success(
      booking.status === 'waitlisted'
        ? t('classes.roster.added_waiting', {
            name: booking.member_name,
            position: booking.waitlist_position,
          })
        : t('classes.roster.added', { name: booking.member_name }),
    );
  };
  const cancelSession = async (reason: string) => {
    const result = await run(
      'session',
      dispatch(sessions.operations.cancel!({ id: session.id, body: { reason } })),
      'cancel',
    );
    if (result.meta.requestStatus === 'fulfilled') {
      setCancelling(false);
      toast.success(t('classes.roster.session_cancelled'));
    }
  };

  const { seated, waiting, cancelled: gone } = rosterParts(list);
  const open = (b: ClassBooking) => (OPEN_BOOKINGS as readonly string[]).includes(b.status);
  const name = (b: ClassBooking) => <Link to={`/member-edit/${b.member_id}`}>{b.member_name}</Link>;
  const cancelAction = (b: ClassBooking) =>
    canCancelBooking &&
    open(b) && (
      <Popconfirm
        title={t('classes.roster.cancel_booking_confirm', { name: b.member_name })}
        okText={t('classes.roster.cancel_booking')}
        cancelText={t('components.actions.cancel')}
        onConfirm={() => cancelBooking(b)}
      >
        <Button size="small" danger disabled={busy !== null}>
          {t('classes.roster.cancel_booking')}
        </Button>
      </Popconfirm>
    );

  const seatColumns: ColumnsType<ClassBooking> = [
    {
      key: 'attended',
      title: t('classes.roster.attended'),
      width: 80,
      render: (_, b) => (
        <Checkbox
          checked={b.status === 'attended'}
          // A no-show who turns up late is marked attended after all.
          disabled={!canMark || !MARKABLE.has(b.status) || busy !== null || cancelled || upcoming}
          aria-label={t('classes.roster.attended_of', { name: b.member_name })}
          onChange={(e) => e.target.checked && attend(b)}
        />
      ),
    },
    { key: 'member', title: t('classes.fields.member_id'), render: (_, b) => name(b) },
    {
      key: 'status',
      title: t('classes.fields.status'),
      render: (_, b) => <BookingStatusTag status={b.status} />,
    },
    {
      key: 'actions',
      title: t('components.list.actions'),
      align: 'end',
      render: (_, b) => (
        <Space size={4} wrap>
          {canMark && b.status === 'booked' && !cancelled && !upcoming && (
            <Button size="small" disabled={busy !== null} onClick={() => noShow(b)}>
              {t('classes.roster.no_show')}
            </Button>
          )}
          {cancelAction(b)}
        </Space>
      ),
    },
  ];
  const waitingColumns: ColumnsType<ClassBooking> = [
    {
      key: 'position',
      title: t('classes.fields.waitlist_position'),
      width: 80,
      render: (_, b) => <bdi dir="ltr">{b.waitlist_position}</bdi>,
    },
    { key: 'member', title: t('classes.fields.member_id'), render: (_, b) => name(b) },
    { key: 'actions', title: t('components.list.actions'), align: 'end', render: (_, b) => cancelAction(b) },
  ];
  const goneColumns: ColumnsType<ClassBooking> = [
    { key: 'member', title: t('classes.fields.member_id'), render: (_, b) => name(b) },
    {
      key: 'status',
      title: t('classes.fields.status'),
      render: (_, b) => <BookingStatusTag status={b.status} />,
    },
  ];

  const section = (
    title: string,
    rows: ClassBooking[],
    columns: ColumnsType<ClassBooking>,
    empty: ReactNode,
  ) => (
    <section aria-label={title}>
      <Typography.Title level={5}>{`${title} (${rows.length})`}</Typography.Title>
      <Table<ClassBooking>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        loading={loading && list.length === 0}
        locale={{ emptyText: empty }}
      />
    </section>
  );

  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'when',
            label: t('classes.fields.day'),
            children: (
              <bdi dir="ltr">{`${wireToDisplayDate(session.day)} ${session.start_time}–${session.end_time}`}</bdi>
            ),
          },
          { key: 'room', label: t('classes.fields.room_id'), children: session.room_name || '—' },
          { key: 'coach', label: t('classes.fields.coach_id'), children: session.coach_name },
          {
            key: 'seats',
            label: t('classes.roster.seats'),
            children: (
              <span>
                <bdi dir="ltr">{`${session.booked}/${session.capacity}`}</bdi>
                {session.waitlisted > 0 &&
                  ` · ${t('classes.calendar.waiting', { count: session.waitlisted })}`}
              </span>
            ),
          },
        ]}
      />
      {cancelled && (
        <Alert
          type="warning"
          showIcon
          title={t('classes.roster.cancelled_notice')}
          description={session.cancel_reason || undefined}
        />
      )}
      {!cancelled && canCancelSession && (
        <div>
          <Button danger icon={<StopOutlined />} disabled={busy !== null} onClick={() => setCancelling(true)}>
            {t('classes.roster.cancel_session')}
          </Button>
        </div>
      )}
      {!canSee ? (
        <Alert type="info" showIcon title={t('classes.roster.no_permission')} />
      ) : (
        <>
          {loadError && <Alert type="error" showIcon title={loadError} />}
          {canBook && !cancelled && !over && (
            <Flex gap="small" wrap align="center">
              <OptionSelect
                id="roster-member"
                preset="members"
                value={member}
                onChange={setMember}
                placeholder={t('classes.roster.add_hint')}
                style={{ flex: '1 1 240px' }}
              />
              <Button
                type="primary"
                icon={<UserAddOutlined />}
                disabled={member === null || member === undefined || busy !== null}
                loading={busy === 'add'}
                onClick={() => void book()}
              >
                {t('classes.roster.add')}
              </Button>
            </Flex>
          )}
          {upcoming && canMark && !cancelled && (
            <Typography.Text type="secondary">{t('classes.errors.not_started')}</Typography.Text>
          )}
          {section(
            t('classes.roster.seated'),
            seated,
            seatColumns,
            <Empty description={t('classes.roster.none')} />,
          )}
          {section(t('classes.roster.waiting'), waiting, waitingColumns, t('classes.roster.none_waiting'))}
          {gone.length > 0 && section(t('classes.roster.gone'), gone, goneColumns, null)}
        </>
      )}
      {cancelling && (
        <CancelSessionDialog
          busy={busy === 'session'}
          onCancel={() => setCancelling(false)}
          onConfirm={(reason) => void cancelSession(reason)}
        />
      )}
    </Flex>
  );
}

function CancelSessionDialog({
  busy,
  onCancel,
  onConfirm,
}: {
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={t('classes.roster.cancel_session')}
      okText={t('classes.roster.cancel_session')}
      okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
      cancelText={t('components.actions.cancel')}
      confirmLoading={busy}
      onOk={() => onConfirm(reason.trim())}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{t('classes.roster.cancel_session_hint')}</Typography.Paragraph>
      <label htmlFor="cancel-reason">{t('classes.fields.reason')}</label>
      <Input.TextArea
        id="cancel-reason"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}

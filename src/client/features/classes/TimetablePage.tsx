// /classes (CLASSES_SEARCH): the timetable. A week or a day of sessions on the gym's clock, filtered by branch,
// room, coach and class type; the sessions of the days in view are read again whenever the days or the filters
// change (an older answer still on its way is dropped). A session opens its roster. With CLASSES_UPDATE a session
// is dragged to another day or time: the move is saved at once, and a refusal (the coach or room taken then,
// members booked) puts it back and says why. With CLASSES_CREATE a one-off class is added (the button, or a click
// on an empty slot, which starts it there).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Col, Form, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { businessDay } from '../../../shared/businessDay';
import { useCan } from '../../components/Can';
import { ForbiddenCard } from '../../components/EntityList';
import { OptionSelect, type OptionSelectValue } from '../../components/OptionSelect';
import { ResourceContext, resourceInfo } from '../../components/ResourceContext';
import { useToast } from '../../lib/useToast';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { shallowEqual, useAppDispatch, useAppSelector } from '../../store/hooks';
import { SessionCalendar } from './lazySessionCalendar';
import { branchSource, classTypeSource, roomSource } from './optionSources';
import { RosterDrawer } from './RosterDrawer';
import { moveBody, sessionEvents } from './sessionEvents';
import { SessionFormModal, type SessionFormModalProps } from './SessionFormModal';
import type { ClassSession } from './types';

const sessions = entities.classSessions;
const info = resourceInfo(sessions.def);
/** A week of every branch's classes fits one answer (the server's largest page). */
export const WEEK_COUNT = 1000;

export interface TimetableFilters {
  branch_id?: number;
  room_id?: number;
  coach_id?: number;
  class_type_id?: number;
}

/** Today when it is in view, else the first day shown: where a new class starts. */
const firstDayShown = (range?: { from: string; to: string }) => {
  const today = businessDay();
  return !range || (today >= range.from && today <= range.to) ? today : range.from;
};

const asId = (value: OptionSelectValue) =>
  value === null || value === undefined ? undefined : Number(value);

export default function TimetablePage() {
  const { t } = useTranslation();
  usePageTitle('classes.title');
  const canSearch = useCan('CLASSES_SEARCH');
  return (
    <ResourceContext.Provider value={info}>
      {canSearch ? <Timetable /> : <ForbiddenCard title={t('classes.title')} />}
    </ResourceContext.Provider>
  );
}

function Timetable() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const canMove = useCan('CLASSES_UPDATE');
  const canAdd = useCan('CLASSES_CREATE');
  const [range, setRange] = useState<{ from: string; to: string }>();
  const [filters, setFilters] = useState<TimetableFilters>({});
  const [open, setOpen] = useState<number | null>(null);
  const [adding, setAdding] = useState<SessionFormModalProps['initial']>();
  const records = useAppSelector((state) => sessions.selectors.selectListRecords(state), shallowEqual);

  // The latest read only: a slower answer for days no longer shown must not replace it.
  const pending = useRef<{ abort: () => void }>();
  const load = useCallback(() => {
    if (!range) return;
    pending.current?.abort();
    pending.current = dispatch(
      sessions.thunks.search({ query: { criteria: { ...range, ...filters }, count: WEEK_COUNT } }),
    );
  }, [dispatch, range, filters]);
  useEffect(load, [load]);
  useEffect(() => () => pending.current?.abort(), []);

  const onRange = useCallback(
    (next: { from: string; to: string }) =>
      setRange((current) => (current?.from === next.from && current.to === next.to ? current : next)),
    [],
  );

  const onMove = useCallback(
    async (session: ClassSession, to: { day: string; start_time: string }, revert: () => void) => {
      const { update } = sessions.thunks;
      const result = await dispatch(update({ id: session.id, body: moveBody(session, to) }));
      if (update.fulfilled.match(result)) {
        toast.success(t('classes.calendar.moved'));
        return;
      }
      revert();
      toast.error(result.payload ?? t('generic.errors.unexpected_error'));
      dispatch(sessions.actions.clearError('update'));
    },
    [dispatch, toast, t],
  );

  const onOpen = useCallback((session: ClassSession) => setOpen(session.id), []);
  const onSlot = useCallback(
    (at: { day: string; start_time: string }) => setAdding({ ...at, branch_id: filters.branch_id }),
    [filters.branch_id],
  );

  const waiting = useCallback((count: number) => t('classes.calendar.waiting', { count }), [t]);
  const events = useMemo(() => sessionEvents(records, { canMove, waiting }), [records, canMove, waiting]);

  const filter = (field: keyof TimetableFilters) => (value: OptionSelectValue) =>
    setFilters((current) => {
      const next = { ...current, [field]: asId(value) };
      // A room is in one branch: another branch drops it.
      if (field === 'branch_id' && next.branch_id !== current.branch_id) next.room_id = undefined;
      return next;
    });

  return (
    <Card
      className="entity-card"
      title={<span className="entity-card-title">{t('classes.title')}</span>}
      extra={
        canAdd && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding({ day: firstDayShown(range), branch_id: filters.branch_id })}
          >
            {t('classes.calendar.add')}
          </Button>
        )
      }
    >
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item label={t('classes.fields.branch_id')} htmlFor="timetable-branch">
              <OptionSelect
                id="timetable-branch"
                preset={branchSource}
                value={filters.branch_id}
                onChange={filter('branch_id')}
                placeholder={t('classes.calendar.all')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item label={t('classes.fields.room_id')} htmlFor="timetable-room">
              <OptionSelect
                id="timetable-room"
                preset={roomSource(filters.branch_id)}
                value={filters.room_id}
                onChange={filter('room_id')}
                placeholder={t('classes.calendar.all')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item label={t('classes.fields.coach_id')} htmlFor="timetable-coach">
              <OptionSelect
                id="timetable-coach"
                preset="coach"
                value={filters.coach_id}
                onChange={filter('coach_id')}
                placeholder={t('classes.calendar.all')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item label={t('classes.fields.class_type_id')} htmlFor="timetable-type">
              <OptionSelect
                id="timetable-type"
                preset={classTypeSource}
                value={filters.class_type_id}
                onChange={filter('class_type_id')}
                placeholder={t('classes.calendar.all')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <SessionCalendar
        events={events}
        lang={i18n.language}
        waiting={waiting}
        onRange={onRange}
        onOpen={onOpen}
        onMove={canMove ? (session, to, revert) => void onMove(session, to, revert) : undefined}
        onSlot={canAdd ? onSlot : undefined}
      />
      <RosterDrawer sessionId={open} onClose={() => setOpen(null)} onChanged={load} />
      {adding && <SessionFormModal initial={adding} onClose={() => setAdding(undefined)} onCreated={load} />}
    </Card>
  );
}

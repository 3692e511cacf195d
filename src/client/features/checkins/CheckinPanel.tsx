// One member at the desk: the running package and its lessons left, what can be done today (CheckinActions:
// check in, the second visit after today's, or why not and the sale), the classes the member is booked into today
// and the member's last visits, the latest of today with an undo. Packages and visits are re-read after each
// check-in and undo. A card read at the desk (`scan`) checks the member in through the same guard as the button.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { businessDay, businessTime } from '../../../shared/businessDay';
import type { CheckinRecord } from '../../../shared/schemas/checkins';
import { timeLocativeSuffix } from '../../../shared/turkishSuffix';
import { useCan } from '../../components/Can';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import { entities } from '../../store/entities';
import { shallowEqual, useAppDispatch, useAppSelector } from '../../store/hooks';
import { activePackage, packageRefusal } from './activePackage';
import { CheckinActions } from './CheckinActions';
import { TodayClasses } from './TodayClasses';
import { useCheckIn } from './useCheckIn';

const visits = entities.checkins;
const packages = entities.memberPackages;

// Times on the gym's clock, as the days (shared/businessDay) and the server's "already checked in at".
const time = (iso: string) => businessTime(Date.parse(iso));

const columns: EntityColumn<CheckinRecord>[] = [
  { field: 'day', sortable: true, render: (c) => <bdi dir="ltr">{wireToDisplayDate(c.day)}</bdi> },
  { field: 'created_at', render: (c) => <bdi dir="ltr">{time(c.created_at)}</bdi> },
  { field: 'user_name' },
];

/** The first of `list`'s visits made today. */
const firstOfToday = (list: readonly CheckinRecord[]) =>
  list
    .filter((c) => c.day === businessDay())
    .reduce<CheckinRecord | undefined>(
      (first, c) => (!first || c.created_at < first.created_at ? c : first),
      undefined,
    );

export interface CheckinPanelProps {
  memberId: number;
  /** The member's name when the caller knows it (the desk's search), else read from their packages. */
  memberName?: string;
  title?: string;
  /** A card read at the desk: each new object checks the member in once. */
  scan?: object;
  /** Where "Paket sat" comes back to after the sale (default: this screen). */
  returnTo?: string;
}

export function CheckinPanel({ memberId, memberName, title, scan, returnTo }: CheckinPanelProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const parent = useMemo(() => ({ member_id: memberId }), [memberId]);
  const canCheckIn = useCan('CHECKINS_CREATE');
  const canSeePackages = useCan('MEMBER_PACKAGE_SEARCH');
  // A list's records are a new array on every read: compared item by item.
  const memberPackages = useAppSelector(
    (state) => packages.selectors.selectListRecords(state, parent),
    shallowEqual,
  );
  const recent = useAppSelector((state) => visits.selectors.selectListRecords(state, parent), shallowEqual);
  const refusal = useAppSelector(visits.selectors.selectErrors).create;
  // Until the member's packages are read, nothing is said about them (no warning flashing on every open).
  const [packagesRead, setPackagesRead] = useState(false);
  const running = activePackage(memberPackages);
  const blocked = canSeePackages && packagesRead ? packageRefusal(memberPackages) : undefined;
  const name = memberName ?? memberPackages[0]?.member_name;

  useEffect(() => {
    dispatch(visits.actions.clearError('create'));
    if (canSeePackages) void dispatch(packages.thunks.search({ parent })).then(() => setPackagesRead(true));
  }, [dispatch, parent, canSeePackages]);

  const reload = useCallback(() => {
    if (canSeePackages) void dispatch(packages.thunks.search({ parent }));
    void dispatch(visits.thunks.search({ parent }));
  }, [dispatch, parent, canSeePackages]);

  const { checkIn, checking, made, already, forget } = useCheckIn({ memberId, running, name, reload });

  const scanned = useRef<object>();
  useEffect(() => {
    if (!scan || scan === scanned.current) return;
    scanned.current = scan;
    void checkIn(false);
  }, [scan, checkIn]);

  const first = firstOfToday(made ? [...recent, made] : recent);
  const notice = first
    ? t('checkins.desk.already', {
        time: time(first.created_at),
        suffix: timeLocativeSuffix(time(first.created_at)),
      })
    : already;

  // Only the member's latest visit, on its day, can be undone (the server refuses the others).
  const latest = recent.reduce<CheckinRecord | undefined>(
    (last, c) => (!last || c.created_at > last.created_at ? c : last),
    undefined,
  );
  const latestId = latest?.id;
  const deletable = useCallback(
    (c: CheckinRecord) => c.id === latestId && c.day === businessDay(),
    [latestId],
  );
  const onDeleted = useCallback(() => {
    forget();
    reload();
  }, [forget, reload]);

  return (
    <Flex vertical gap="middle">
      <Card
        title={
          <span className="entity-card-title">{name ?? t('checkins.desk.member', { id: memberId })}</span>
        }
      >
        <Flex vertical gap="middle">
          {running && (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 3 }}
              items={[
                {
                  key: 'package',
                  label: t('checkins.desk.package'),
                  children: running.product_name || `#${running.id}`,
                },
                {
                  key: 'left',
                  label: t('checkins.desk.lessons_left'),
                  children: (
                    <bdi dir="ltr">{`${running.lesson_count - running.used_lessons} / ${running.lesson_count}`}</bdi>
                  ),
                },
                {
                  key: 'ends',
                  label: t('checkins.desk.ends'),
                  children: <bdi dir="ltr">{wireToDisplayDate(running.endtime)}</bdi>,
                },
              ]}
            />
          )}
          {refusal && !checking && (
            <Alert
              type="error"
              showIcon
              title={refusal}
              closable={{ onClose: () => dispatch(visits.actions.clearError('create')) }}
            />
          )}
          <CheckinActions
            memberId={memberId}
            blocked={blocked}
            notice={notice}
            busy={checking}
            canCheckIn={canCheckIn}
            onCheckIn={(repeat) => void checkIn(repeat)}
            returnTo={returnTo ?? `${location.pathname}${location.search}`}
          />
          <TodayClasses memberId={memberId} />
        </Flex>
      </Card>
      <EntityList<CheckinRecord>
        entity={visits}
        parent={parent}
        columns={columns}
        title={title ?? t('checkins.title')}
        exportable={false}
        deletable={deletable}
        onDeleted={onDeleted}
        emptyHint={t('checkins.empty')}
      />
    </Flex>
  );
}

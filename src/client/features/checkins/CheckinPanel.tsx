// One member at the desk: the running package and its lessons left, the check-in button (a refusal shows the
// server's reason: used up, expired, not started, no package) and the member's last visits, the latest of
// today with an undo. Packages and visits are re-read after each check-in and undo.
import { useCallback, useEffect, useMemo } from 'react';
import { Alert, Button, Card, Descriptions, Flex } from 'antd';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { CheckinRecord } from '../../../shared/schemas/checkins';
import { useCan } from '../../components/Can';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { useEntityDispatch } from '../../components/entityBinding';
import { wireToDisplayDate } from '../../components/fields';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { businessDay } from '../../../shared/businessDay';
import { activePackage } from './activePackage';

const visits = entities.checkins;
const packages = entities.memberPackages;

const time = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

const columns: EntityColumn<CheckinRecord>[] = [
  { field: 'day', sortable: true, render: (c) => <bdi dir="ltr">{wireToDisplayDate(c.day)}</bdi> },
  { field: 'created_at', render: (c) => <bdi dir="ltr">{time(c.created_at)}</bdi> },
  { field: 'user_name' },
];

export interface CheckinPanelProps {
  memberId: number;
  /** The member's name when the caller knows it (the desk's search), else read from their packages. */
  memberName?: string;
  title?: string;
}

export function CheckinPanel({ memberId, memberName, title }: CheckinPanelProps) {
  const { t } = useTranslation();
  const dispatch = useEntityDispatch();
  const toast = useToast();
  const parent = useMemo(() => ({ member_id: memberId }), [memberId]);
  const canCheckIn = useCan('CHECKINS_CREATE');
  const canSeePackages = useCan('MEMBER_PACKAGE_SEARCH');
  const memberPackages = useSelector((state) => packages.selectors.selectListRecords(state, parent));
  const recent = useSelector((state) => visits.selectors.selectListRecords(state, parent));
  const creating = useSelector(visits.selectors.selectStatus) === 'creating';
  const refusal = useSelector(visits.selectors.selectErrors).create;
  const running = activePackage(memberPackages);
  const name = memberName ?? memberPackages[0]?.member_name;

  useEffect(() => {
    dispatch(visits.actions.clearError('create'));
    if (canSeePackages) void dispatch(packages.thunks.search({ parent }));
  }, [dispatch, parent, canSeePackages]);

  const reload = useCallback(() => {
    if (canSeePackages) void dispatch(packages.thunks.search({ parent }));
    void dispatch(visits.thunks.search({ parent }));
  }, [dispatch, parent, canSeePackages]);

  const checkIn = async () => {
    const result = await dispatch(visits.thunks.create({ parent, body: {} }));
    if (result.meta.requestStatus !== 'fulfilled') return;
    const left = running ? running.lesson_count - running.used_lessons - 1 : undefined;
    toast.success(
      left === undefined
        ? t('checkins.desk.done', { name: name ?? '' })
        : t('checkins.desk.done_left', { name: name ?? '', count: left }),
    );
    reload();
  };

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

  return (
    <Flex vertical gap="middle">
      <Card
        title={
          <span className="entity-card-title">{name ?? t('checkins.desk.member', { id: memberId })}</span>
        }
      >
        <Flex vertical gap="middle">
          {canSeePackages &&
            (running ? (
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
            ) : (
              <Alert type="warning" showIcon title={t('checkins.desk.no_running_package')} />
            ))}
          {refusal && (
            <Alert
              type="error"
              showIcon
              title={refusal}
              closable={{ onClose: () => dispatch(visits.actions.clearError('create')) }}
            />
          )}
          {canCheckIn && (
            <Button type="primary" size="large" block loading={creating} onClick={() => void checkIn()}>
              {t('checkins.desk.check_in')}
            </Button>
          )}
        </Flex>
      </Card>
      <EntityList<CheckinRecord>
        entity={visits}
        parent={parent}
        columns={columns}
        title={title ?? t('checkins.title')}
        exportable={false}
        deletable={deletable}
        onDeleted={reload}
        emptyHint={t('checkins.empty')}
      />
    </Flex>
  );
}

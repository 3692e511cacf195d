// The dashboard's figures as cards, each a link to the list it counts, filtered. A card the answer lacks (no
// permission for its list, or a server that does not count it yet) is not shown. Money is written as the language
// writes lira: what was collected this month opens the cash book from the month's first day, what is overdue the
// dues.
import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import {
  AlertOutlined,
  CalendarOutlined,
  DollarOutlined,
  FileDoneOutlined,
  ScheduleOutlined,
  TeamOutlined,
  UserAddOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { businessDay } from '../../../shared/businessDay';
import type { DashboardAnswer } from '../../../shared/dashboard';
import { moneyText } from '../../components/MoneyText';
import { ENDING_SOON_DAYS } from '../../../shared/schemas/memberPackages';
import { cardLinks } from './links';

interface Kpi {
  key: string;
  to: string;
  value: number | string;
  icon: ReactNode;
  note?: ReactNode;
}

function kpis(cards: DashboardAnswer['cards'], today: string, t: TFunction, lang: string): Kpi[] {
  const list: Kpi[] = [];
  if (typeof cards.collected_this_month === 'number')
    list.push({
      key: 'collected_this_month',
      to: cardLinks.collectedThisMonth(today),
      value: moneyText(cards.collected_this_month, lang),
      icon: <DollarOutlined />,
    });
  if (cards.overdue && typeof cards.overdue.amount === 'number')
    list.push({
      key: 'overdue',
      to: cardLinks.overdue(today),
      value: moneyText(cards.overdue.amount, lang),
      icon: <WarningOutlined />,
      note: (
        <Typography.Text type={cards.overdue.count > 0 ? 'danger' : 'secondary'} data-testid="overdue-count">
          {t('dashboard.screen.overdue_count', { count: cards.overdue.count })}
        </Typography.Text>
      ),
    });
  if (cards.activeMembers !== undefined)
    list.push({
      key: 'active_members',
      to: cardLinks.activeMembers(),
      value: cards.activeMembers,
      icon: <TeamOutlined />,
    });
  if (cards.newMembers) {
    const change = cards.newMembers.thisMonth - cards.newMembers.lastMonth;
    list.push({
      key: 'new_members',
      to: cardLinks.newMembers(cards.newMembers),
      value: cards.newMembers.thisMonth,
      icon: <UserAddOutlined />,
      note: (
        <Typography.Text type={change < 0 ? 'danger' : 'success'} data-testid="new-members-change">
          {t('dashboard.screen.change_on_last_month', {
            change: `${change > 0 ? '+' : ''}${change}`,
            last: cards.newMembers.lastMonth,
          })}
        </Typography.Text>
      ),
    });
  }
  if (cards.packagesEnding)
    list.push({
      key: 'packages_ending',
      to: cardLinks.packagesEnding(cards.packagesEnding),
      value: cards.packagesEnding.count,
      icon: <CalendarOutlined />,
    });
  if (cards.unpaidPackages !== undefined)
    list.push({
      key: 'unpaid_packages',
      to: cardLinks.unpaidPackages(),
      value: cards.unpaidPackages,
      icon: <WalletOutlined />,
    });
  if (cards.pendingReports !== undefined)
    list.push({
      key: 'pending_reports',
      to: cardLinks.pendingReports(),
      value: cards.pendingReports,
      icon: <FileDoneOutlined />,
    });
  if (cards.trainingsAwaiting) {
    list.push({
      key: 'sports_awaiting',
      to: cardLinks.sportsAwaiting(),
      value: cards.trainingsAwaiting.sports,
      icon: <ScheduleOutlined />,
    });
    list.push({
      key: 'diet_awaiting',
      to: cardLinks.dietAwaiting(),
      value: cards.trainingsAwaiting.diet,
      icon: <AlertOutlined />,
    });
  }
  return list;
}

export function KpiCards({ cards, today }: { cards: DashboardAnswer['cards']; today?: string }) {
  const { t, i18n } = useTranslation();
  const list = kpis(cards, today || businessDay(), t, i18n.language);
  if (list.length === 0) return null;
  return (
    <Row gutter={[16, 16]} className="dashboard-kpis">
      {list.map((kpi) => (
        <Col key={kpi.key} xs={12} md={8} xl={6}>
          {/* Named by its visible text ('Aktif üyeler: 41' and the note; the colon is for screen readers only). */}
          <Link to={kpi.to} data-kpi={kpi.key}>
            <Card hoverable size="small" style={{ height: '100%' }}>
              <Statistic
                title={
                  <>
                    {/* The ending packages' window is the attention list's too, and said in both labels. */}
                    {t(`dashboard.screen.cards.${kpi.key}`, { days: ENDING_SOON_DAYS })}
                    <span className="visually-hidden">: </span>
                  </>
                }
                value={kpi.value}
                // An amount of money, already written as the language writes lira: kept whole in RTL pages.
                formatter={typeof kpi.value === 'string' ? () => <bdi>{kpi.value}</bdi> : undefined}
                prefix={<span aria-hidden="true">{kpi.icon}</span>}
              />
              {kpi.note}
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

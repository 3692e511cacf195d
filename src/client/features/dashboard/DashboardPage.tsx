// /dashboard: a welcome line, the figures of the morning as cards that open their lists filtered,
// and four charts — all from one GET dashboard, each card and chart only with its list's permission; above them
// what needs attention now (GET attention).
import './translations';
import { Alert, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardAnswer } from '../../../shared/dashboard';
import { usePageTitle } from '../../shell/usePageTitle';
import { useAppSelector } from '../../store/hooks';
import { selectUser } from '../../store/sessionSelectors';
import { AttentionList } from './AttentionList';
import { DashboardCharts } from './charts/lazyCharts';
import { KpiCards } from './KpiCards';
import { useDashboard } from './useDashboard';

export function DashboardView({ answer }: { answer: DashboardAnswer }) {
  const { t } = useTranslation();
  const empty = Object.keys(answer.cards).length === 0 && Object.keys(answer.charts).length === 0;
  if (empty) return <Empty description={t('dashboard.screen.nothing')} />;
  return (
    <Flex vertical gap={16}>
      <KpiCards cards={answer.cards} today={answer.today} />
      {Object.keys(answer.charts).length > 0 && <DashboardCharts charts={answer.charts} />}
    </Flex>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle('navigation.dashboard');
  const user = useAppSelector(selectUser);
  const { answer, error } = useDashboard();

  return (
    <div className="dashboard">
      <Typography.Title level={2}>{t('navigation.dashboard')}</Typography.Title>
      <Card size="small" style={{ marginBlockEnd: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('dashboard.welcome', { name: user ? `${user.name} ${user.lastname}` : '' })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {user?.role ? t('dashboard.signed_in_as', { role: user.role.name }) : t('dashboard.no_role')}
        </Typography.Text>
      </Card>
      <div style={{ marginBlockEnd: 16 }}>
        <AttentionList />
      </div>
      {error ? (
        <Alert type="error" showIcon message={error} />
      ) : answer ? (
        <DashboardView answer={answer} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </div>
  );
}

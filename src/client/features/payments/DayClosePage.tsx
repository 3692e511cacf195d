// /payments-day-close?day=&branch_id= (PAYMENTS_SEARCH): the day's close to print and sign — what each person at
// the desk took that business day (count, total, a place to sign) and the totals per method, voided payments
// apart, from the same summary as the cash book. A page of its own without the menu, so it prints as it shows.
import './translations';
import './dayClose.css';
import { Alert, Button, Flex, Form, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { businessDay, isIsoDay } from '../../../shared/businessDay';
import { useCan } from '../../components/Can';
import { ForbiddenCard } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import { formatDateTime } from '../../lib/dateTime';
import { usePageTitle } from '../../shell/usePageTitle';
import { DayInput } from '../../components/DayInput';
import { MethodTable, PersonTable, VoidedLine } from './SummaryTables';
import { usePaymentSummary } from './usePaymentSummary';

export default function DayClosePage() {
  const { t } = useTranslation();
  usePageTitle('payments.screen.day_close.action');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('day') ?? '';
  const day = isIsoDay(asked) ? asked : businessDay();
  const branch = search.get('branch_id') ?? undefined;
  const canSearch = useCan('PAYMENTS_SEARCH');
  const state = usePaymentSummary({ from: day, to: day, branch_id: branch }, canSearch);
  if (!canSearch) return <ForbiddenCard title={t('payments.screen.day_close.action')} />;

  const choose = (next?: string) => {
    const params = new URLSearchParams(search);
    params.set('day', next ?? businessDay());
    setSearch(params, { replace: true });
  };
  return (
    <main className="day-close">
      <Flex vertical gap="middle">
        <Flex className="day-close-controls" gap="middle" wrap justify="space-between" align="center">
          <Link to="/payments">
            <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
              {t('payments.screen.day_close.back')}
            </Button>
          </Link>
          <Space wrap>
            <Form.Item
              label={t('payments.screen.day_close.day')}
              htmlFor="day-close-day"
              style={{ margin: 0 }}
            >
              <DayInput id="day-close-day" value={day} onChange={choose} allowClear={false} />
            </Form.Item>
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('payments.screen.day_close.print')}
            </Button>
          </Space>
        </Flex>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('payments.screen.day_close.title')}: <bdi dir="ltr">{wireToDisplayDate(day)}</bdi>
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('payments.screen.day_close.printed_at')}:{' '}
          <bdi dir="ltr">{formatDateTime(new Date().toISOString())}</bdi>
        </Typography.Text>
        {state.error ? (
          <Alert
            type="warning"
            showIcon
            title={t('payments.screen.summary.error', { message: state.error })}
          />
        ) : !state.answer ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <>
            <Typography.Title level={4}>{t('payments.screen.summary.by_user')}</Typography.Title>
            <PersonTable summary={state.answer} signature />
            <Typography.Title level={4}>{t('payments.screen.summary.by_method')}</Typography.Title>
            <MethodTable summary={state.answer} />
            <VoidedLine summary={state.answer} />
          </>
        )}
      </Flex>
    </main>
  );
}

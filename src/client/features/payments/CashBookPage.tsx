// /payments (PAYMENTS_SEARCH): the cash book — every payment the caller reaches, newest first, filtered by days,
// method, who took it and branch — with what the filtered payments add up to above it (per method, per person,
// voided apart), each payment's receipt, CSV like every list, and the day's close to print.
import './translations';
import { useCallback, useMemo } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { businessDay } from '../../../shared/businessDay';
import { useCan } from '../../components/Can';
import { EntityList } from '../../components/EntityList';
import { OptionSelect } from '../../components/OptionSelect';
import { OPTION_PRESETS, type OptionSource } from '../../components/optionPresets';
import { ReceiptButton } from '../../components/ReceiptButton';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { useAppSelector } from '../../store/hooks';
import { cashBookColumns } from './cashBookColumns';
import { DayInput } from '../../components/DayInput';
import { MethodTable, PersonTable, VoidedLine } from './SummaryTables';
import { usePaymentSummary, type SummaryState } from './usePaymentSummary';
import type { PaymentRecord } from './types';

const payments = entities.payments;
// Payments belong to real branches: no 'mobile users' choice.
const branches: OptionSource = { ...OPTION_PRESETS.branches, special: undefined };
const searchInputs = {
  from: <DayInput />,
  to: <DayInput />,
  received_by: <OptionSelect preset="allUsers" allowClear style={{ minWidth: 200 }} />,
  branch_id: <OptionSelect preset={branches} allowClear style={{ minWidth: 180 }} />,
};

function Totals({ state }: { state: SummaryState }) {
  const { t } = useTranslation();
  const title = t('payments.screen.summary.title');
  if (state.error)
    return (
      <Alert type="warning" showIcon title={t('payments.screen.summary.error', { message: state.error })} />
    );
  return (
    <Card size="small" title={<span className="entity-card-title">{title}</span>}>
      {!state.answer ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Flex vertical gap="middle" aria-busy={state.loading}>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Typography.Title level={5}>{t('payments.screen.summary.by_method')}</Typography.Title>
              <MethodTable summary={state.answer} />
            </Col>
            <Col xs={24} lg={12}>
              <Typography.Title level={5}>{t('payments.screen.summary.by_user')}</Typography.Title>
              <PersonTable summary={state.answer} />
            </Col>
          </Row>
          <VoidedLine summary={state.answer} />
        </Flex>
      )}
    </Card>
  );
}

export default function CashBookPage() {
  const { t } = useTranslation();
  usePageTitle('navigation.payments');
  const columns = useMemo(() => cashBookColumns(t), [t]);
  const list = useAppSelector((state) => payments.selectors.selectList(state));
  const canSearch = useCan('PAYMENTS_SEARCH');
  const summary = usePaymentSummary(list.query.criteria, canSearch);
  const rowActions = useCallback((payment: PaymentRecord) => <ReceiptButton payment={payment} />, []);
  // The day's close of the last day the filters name (today without one), in the same branch.
  const { to, branch_id: branch } = list.query.criteria;
  const close = new URLSearchParams({ day: typeof to === 'string' && to !== '' ? to : businessDay() });
  if (branch !== undefined && branch !== null && branch !== '') close.set('branch_id', String(branch));
  return (
    <Flex vertical gap="large">
      {canSearch && <Totals state={summary} />}
      <EntityList<PaymentRecord>
        entity={payments}
        columns={columns}
        title={t('navigation.payments')}
        searchInputs={searchInputs}
        rowActions={rowActions}
        extra={
          canSearch && (
            <Link to={`/payments-day-close?${close.toString()}`} target="_blank" rel="noopener">
              <Button icon={<PrinterOutlined />} tabIndex={-1}>
                {t('payments.screen.day_close.action')}
              </Button>
            </Link>
          )
        }
      />
    </Flex>
  );
}

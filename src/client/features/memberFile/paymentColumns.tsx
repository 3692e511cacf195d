// A package's payments as its drawer lists them: when, how much (struck through and marked once voided, the
// reason in its tooltip), how, the receipt number and who took it.
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentRecord } from '../../../shared/schemas/payments';
import type { EntityColumn } from '../../components/EntityList';
import { MoneyText } from '../../components/MoneyText';
import { formatDateTime } from '../../lib/dateTime';

export function VoidedTag({ payment }: { payment: Pick<PaymentRecord, 'voided_at' | 'void_reason'> }) {
  const { t } = useTranslation();
  if (!payment.voided_at) return null;
  const tag = <Tag color="red">{t('payments.screen.list.voided')}</Tag>;
  return payment.void_reason ? <Tooltip title={payment.void_reason}>{tag}</Tooltip> : tag;
}

export function PaymentAmount({ payment }: { payment: Pick<PaymentRecord, 'amount' | 'voided_at'> }) {
  const amount = <MoneyText lira={payment.amount} />;
  return payment.voided_at ? <Typography.Text delete>{amount}</Typography.Text> : amount;
}

function MethodText({ method }: { method: string }) {
  const { t } = useTranslation();
  return <>{t(`payments.options.method.${method}`)}</>;
}

export const paymentColumns: EntityColumn<PaymentRecord>[] = [
  { field: 'paid_at', ltr: true, render: (p) => formatDateTime(p.paid_at ?? undefined) },
  // A voided payment's mark stands by its amount: the drawer has no room for a column of its own.
  {
    field: 'amount',
    render: (p) => (
      <Space size={4} wrap>
        <PaymentAmount payment={p} />
        <VoidedTag payment={p} />
      </Space>
    ),
  },
  { field: 'method', render: (p) => <MethodText method={p.method} /> },
  {
    field: 'receipt_no',
    ltr: true,
    render: (p) => <span style={{ whiteSpace: 'nowrap' }}>{p.receipt_no}</span>,
  },
  { field: 'received_by_name', sortable: false },
];

// The cash book's columns: when, the member (a link to their packages tab), the package, the amount (struck
// through once voided), the method, the receipt number (its PDF beside it), who took it, and the void. The CSV
// has the same columns as plain values: the amount in lira, the method and the void in words.
import { Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EntityColumn } from '../../components/EntityList';
import { MoneyText } from '../../components/MoneyText';
import { formatDateTime } from '../../lib/dateTime';
import type { PaymentRecord } from './types';

function Amount({ payment }: { payment: PaymentRecord }) {
  const amount = <MoneyText lira={payment.amount} />;
  return payment.voided_at ? <Typography.Text delete>{amount}</Typography.Text> : amount;
}

function Method({ method }: { method: string }) {
  const { t } = useTranslation();
  return <>{t(`payments.options.method.${method}`)}</>;
}

function Voided({ payment }: { payment: PaymentRecord }) {
  const { t } = useTranslation();
  if (!payment.voided_at) return null;
  const tag = <Tag color="red">{t('payments.screen.list.voided')}</Tag>;
  return payment.void_reason ? <Tooltip title={payment.void_reason}>{tag}</Tooltip> : tag;
}

export function cashBookColumns(t: TFunction): EntityColumn<PaymentRecord>[] {
  return [
    {
      field: 'paid_at',
      ltr: true,
      render: (p) => formatDateTime(p.paid_at ?? undefined),
      csv: (p) => formatDateTime(p.paid_at ?? undefined),
    },
    {
      field: 'member_id',
      render: (p) => (
        <Link to={`/member-edit/${p.member_id}/package-informations`}>
          {p.member_name || `#${p.member_id}`}
        </Link>
      ),
      csv: (p) => p.member_name ?? '',
    },
    { field: 'package_name', sortable: false },
    { field: 'amount', render: (p) => <Amount payment={p} />, csv: (p) => p.amount },
    {
      field: 'method',
      render: (p) => <Method method={p.method} />,
      csv: (p) => t(`payments.options.method.${p.method}`),
    },
    {
      field: 'receipt_no',
      ltr: true,
      render: (p) => <span style={{ whiteSpace: 'nowrap' }}>{p.receipt_no}</span>,
    },
    {
      field: 'received_by',
      render: (p) => p.received_by_name ?? '',
      csv: (p) => p.received_by_name ?? '',
    },
    {
      field: 'voided_at',
      sortable: false,
      render: (p) => <Voided payment={p} />,
      csv: (p) => (p.voided_at ? `${t('payments.screen.list.voided')}: ${p.void_reason ?? ''}` : ''),
    },
  ];
}

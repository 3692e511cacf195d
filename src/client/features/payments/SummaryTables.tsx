// What a set of payments adds up to (GET payments/_summary), per method and per person who took them, with the
// voided ones apart: shown above the cash book and printed as the day's close.
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/schemas/payments';
import { MoneyText } from '../../components/MoneyText';
import type { PaymentSummary } from './types';

type Person = PaymentSummary['by_user'][number];

/** The totals per method, every method listed (none taken: zero). */
export function MethodTable({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation();
  const rows = PAYMENT_METHODS.map((method) => ({ method, total: summary.by_method?.[method] ?? 0 }));
  return (
    <section aria-label={t('payments.screen.summary.by_method')}>
      <Table<{ method: PaymentMethod; total: number }>
        size="small"
        rowKey="method"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            key: 'method',
            title: t('payments.fields.method'),
            render: (_, row) => t(`payments.options.method.${row.method}`),
          },
          {
            key: 'total',
            title: t('payments.screen.summary.total'),
            align: 'end',
            render: (_, row) => <MoneyText lira={row.total} />,
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('payments.screen.summary.grand_total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="end">
              <Typography.Text strong data-testid="summary-total">
                <MoneyText lira={summary.total} />
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </section>
  );
}

/** The totals per person who took payments; `signature` adds a column to sign on paper (the day's close). */
export function PersonTable({ summary, signature }: { summary: PaymentSummary; signature?: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('payments.screen.summary.by_user')}>
      <Table<Person>
        size="small"
        rowKey={(row) => String(row.user)}
        pagination={false}
        dataSource={summary.by_user ?? []}
        locale={{ emptyText: t('payments.screen.summary.none') }}
        columns={[
          {
            key: 'name',
            title: t('payments.fields.received_by'),
            render: (_, row) => (row.user === null ? t('payments.screen.summary.carried_over') : row.name),
          },
          {
            key: 'count',
            title: t('payments.screen.summary.count'),
            align: 'end',
            render: (_, row) => row.count,
          },
          {
            key: 'total',
            title: t('payments.screen.summary.total'),
            align: 'end',
            render: (_, row) => <MoneyText lira={row.total} />,
          },
          ...(signature
            ? [
                {
                  key: 'signature',
                  title: t('payments.screen.day_close.signature'),
                  width: '30%',
                  render: () => null,
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}

/** The voided payments' count and amount (left out of every total above). */
export function VoidedLine({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation();
  const voided = summary.voided ?? { count: 0, total: 0 };
  return (
    <Typography.Text type="secondary" data-testid="summary-voided">
      {t('payments.screen.summary.voided', { count: voided.count })} <MoneyText lira={voided.total} />
    </Typography.Text>
  );
}

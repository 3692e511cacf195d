// A package's instalment plan: each part's due date, amount, what was paid of it and its status (paid, partly
// paid, due, overdue in red). A package sold without a plan answers one part, its whole price due at its start.
import './paymentTranslations';
import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstalmentStatus } from '../../../shared/money/instalments';
import type { InstalmentAnswer } from '../../../shared/schemas/memberPackages';
import { wireToDisplayDate } from '../../components/fields';
import { MoneyText } from '../../components/MoneyText';
import { planPartColumns } from './planColumns';
import type { InstalmentsState } from './useInstalments';

const STATUS_COLOURS: Record<InstalmentStatus, string | undefined> = {
  paid: 'green',
  partial: 'gold',
  due: undefined,
  overdue: 'red',
};

export function StatusTag({ status }: { status: InstalmentStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`payments.screen.plan.statuses.${status}`)}</Tag>;
}

export function InstalmentPlan({ state }: { state: InstalmentsState }) {
  const { t } = useTranslation();
  const title = t('payments.screen.plan.title');
  if (state.error) return <Alert type="error" showIcon title={state.error} />;
  if (!state.plan) return null;
  const plan = state.plan;
  const whole = plan.length === 1 && plan[0]!.id === null;
  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {whole && (
        <Typography.Paragraph type="secondary">
          {t('payments.screen.plan.whole', { day: wireToDisplayDate(plan[0]!.due_date) })}
        </Typography.Paragraph>
      )}
      <Table<InstalmentAnswer>
        size="small"
        rowKey="no"
        pagination={false}
        dataSource={plan}
        scroll={{ x: true }}
        columns={[
          ...planPartColumns<InstalmentAnswer>(t),
          {
            key: 'amount',
            title: t('payments.screen.plan.amount'),
            render: (_, part) => <MoneyText lira={part.amount} />,
          },
          {
            key: 'paid',
            title: t('payments.screen.plan.paid'),
            render: (_, part) => <MoneyText lira={part.paid} />,
          },
          {
            key: 'status',
            title: t('payments.screen.plan.status'),
            render: (_, part) => <StatusTag status={part.status} />,
          },
        ]}
      />
    </section>
  );
}

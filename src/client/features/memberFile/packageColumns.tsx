// The packages list: what was sold, the payment type (legacy keys with their translated label) marked when
// unpaid, lessons left, the period (dd/MM/yyyy) marked when it ends within 14 days or is frozen today, the price
// in lira with its money under it: the balance, what was paid and the next due day (red with the overdue amount
// once a part's day has passed).
import { Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { packageMarks, type MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import type { EntityColumn } from '../../components/EntityList';
import { MoneyText } from '../../components/MoneyText';
import { PriceText } from '../../components/PriceText';
import { wireToDisplayDate } from '../../components/fields';
import { businessDay } from '../../../shared/businessDay';
import { PaymentsButton } from './PackagePayments';

function PaymentCell({ pkg }: { pkg: MemberPackageRecord }) {
  const { t } = useTranslation();
  const { unpaid } = packageMarks(pkg, businessDay());
  const label = t(`memberPackages.options.payment_type.${pkg.payment_type}`);
  return unpaid ? <Tag color="red">{label}</Tag> : <span>{label}</span>;
}

/**
 * The price with the package's money under it (the member file's list has no room for more columns beside its
 * sticky actions), in lines that wrap: the balance, what was paid, the next due day — red, with what is overdue,
 * once a part's day has passed — and 'Ödemeler', the drawer with the plan and the payments.
 */
function PriceCell({ pkg }: { pkg: MemberPackageRecord }) {
  const { t } = useTranslation();
  if (pkg.balance === undefined) return <PriceText value={pkg.price} />;
  const overdue = (pkg.overdue_amount ?? 0) > 0;
  const small = { fontSize: 12 };
  return (
    <Flex vertical align="start">
      <PriceText value={pkg.price} />
      <Typography.Text type={overdue ? 'danger' : 'secondary'} style={small} strong={pkg.balance > 0}>
        {t('memberPackages.fields.balance')}: <MoneyText lira={pkg.balance} />
      </Typography.Text>
      <Typography.Text type="secondary" style={small}>
        {t('memberPackages.fields.paid')}: <MoneyText lira={pkg.paid} />
      </Typography.Text>
      {pkg.next_due_date && (
        <Typography.Text
          type={overdue ? 'danger' : 'secondary'}
          style={small}
          data-overdue={overdue || undefined}
        >
          {t('memberPackages.fields.next_due_date')}:{' '}
          <bdi dir="ltr">{wireToDisplayDate(pkg.next_due_date)}</bdi>
        </Typography.Text>
      )}
      {overdue && (
        <Typography.Text type="danger" style={small} strong>
          {t('memberPackages.fields.overdue_amount')}: <MoneyText lira={pkg.overdue_amount} />
        </Typography.Text>
      )}
      <PaymentsButton pkg={pkg} />
    </Flex>
  );
}

function EndCell({ pkg }: { pkg: MemberPackageRecord }) {
  const { t } = useTranslation();
  const today = businessDay();
  const { endingSoon } = packageMarks(pkg, today);
  const frozen = (pkg.freezes ?? []).some((f) => f.from <= today && today <= f.to);
  return (
    <Space size={4} wrap>
      <bdi dir="ltr">{wireToDisplayDate(pkg.endtime)}</bdi>
      {endingSoon && <Tag color="orange">{t('memberPackages.marks.ending_soon')}</Tag>}
      {frozen && <Tag color="blue">{t('memberPackages.marks.frozen')}</Tag>}
    </Space>
  );
}

export const packageColumns: EntityColumn<MemberPackageRecord>[] = [
  {
    field: 'product_name',
    render: (pkg) => pkg.product_name || (pkg.product_id ? `#${pkg.product_id}` : ''),
  },
  { field: 'payment_type', sortable: true, render: (pkg) => <PaymentCell pkg={pkg} /> },
  // Lessons left of the lessons bought ("7 / 12").
  {
    field: 'remaining_lessons',
    render: (pkg) => <bdi dir="ltr">{`${pkg.remaining_lessons ?? ''} / ${pkg.lesson_count}`}</bdi>,
  },
  {
    field: 'starttime',
    sortable: true,
    render: (pkg) => <bdi dir="ltr">{wireToDisplayDate(pkg.starttime)}</bdi>,
  },
  { field: 'endtime', sortable: true, render: (pkg) => <EndCell pkg={pkg} /> },
  { field: 'price', sortable: true, render: (pkg) => <PriceCell pkg={pkg} /> },
];

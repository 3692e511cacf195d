// A package's money in a drawer (PAYMENTS_SEARCH): price, paid, balance and the next due day (overdue in red),
// 'Tahsilat al', the instalment plan with each part's status ('Planı düzenle' under it), and the payments — each
// with its receipt (PDF) and, with PAYMENTS_VOID, its void. A payment or a void reads the package and the list
// again: the balance, the next due day and the plan follow. A receipt can be mailed to the member too.
import './paymentTranslations';
import { useCallback, useMemo, useState } from 'react';
import { Button, Descriptions, Drawer, Flex, Grid, Space, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import type { PaymentRecord } from '../../../shared/schemas/payments';
import { Can } from '../../components/Can';
import { EntityList } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import { MoneyText } from '../../components/MoneyText';
import { ReceiptButton } from '../../components/ReceiptButton';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { InstalmentPlan } from './InstalmentPlan';
import { packageName } from './packageName';
import { paymentColumns } from './paymentColumns';
import { ReplanInstalments } from './ReplanInstalments';
import { TakePaymentButton } from './TakePaymentButton';
import { useInstalments } from './useInstalments';
import { VoidPaymentButton } from './VoidPaymentButton';

/** The next due day, red with what is overdue when a part's day has passed. */
export function NextDue({ pkg }: { pkg: MemberPackageRecord }) {
  const { t } = useTranslation();
  if (!pkg.next_due_date) return null;
  const overdue = (pkg.overdue_amount ?? 0) > 0;
  const day = <bdi dir="ltr">{wireToDisplayDate(pkg.next_due_date)}</bdi>;
  return overdue ? (
    <Typography.Text type="danger" data-overdue="true">
      {day} · {t('payments.screen.money.overdue')} <MoneyText lira={pkg.overdue_amount} />
    </Typography.Text>
  ) : (
    day
  );
}

/** Reads the member's packages and this package's payments again (after a payment or a void). */
export function useRefreshMoney(pkg: Pick<MemberPackageRecord, 'id' | 'member_id'>) {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    void dispatch(entities.memberPackages.thunks.search({ parent: { member_id: pkg.member_id } }));
    void dispatch(
      entities.packagePayments.thunks.search({
        parent: { member_id: pkg.member_id, member_package_id: pkg.id },
      }),
    );
  }, [dispatch, pkg.id, pkg.member_id]);
}

function PaymentsPanel({ pkg }: { pkg: MemberPackageRecord }) {
  const { t } = useTranslation();
  const current =
    useAppSelector((state) => entities.memberPackages.selectors.selectById(state, pkg.id)) ?? pkg;
  const plan = useInstalments(current);
  const refresh = useRefreshMoney(pkg);
  const parent = useMemo(
    () => ({ member_id: pkg.member_id, member_package_id: pkg.id }),
    [pkg.member_id, pkg.id],
  );
  const rowActions = useCallback(
    (payment: PaymentRecord) => (
      <>
        <ReceiptButton payment={payment} mail />
        <VoidPaymentButton payment={payment} onVoided={refresh} />
      </>
    ),
    [refresh],
  );
  return (
    <Flex vertical gap="large">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('payments.screen.money.price')}>
          <MoneyText lira={current.price} />
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.screen.money.paid')}>
          <MoneyText lira={current.paid} />
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.screen.money.balance')}>
          <MoneyText lira={current.balance} />
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.screen.money.next_due')}>
          {current.next_due_date ? <NextDue pkg={current} /> : t('payments.screen.money.paid_up')}
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        <TakePaymentButton pkg={current} labelled onTaken={refresh} />
      </Space>
      <InstalmentPlan state={plan} />
      <ReplanInstalments pkg={current} state={plan} onSaved={refresh} />
      <EntityList<PaymentRecord>
        entity={entities.packagePayments}
        parent={parent}
        columns={paymentColumns}
        exportable={false}
        title={t('payments.screen.list.title')}
        rowActions={rowActions}
      />
    </Flex>
  );
}

/** 'Ödemeler' under a package's price: the drawer with its money. */
export function PaymentsButton({ pkg }: { pkg: MemberPackageRecord }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // A phone's whole width; a wide screen's large drawer beside the list.
  const phone = Grid.useBreakpoint().md === false;
  const label = t('payments.screen.list.action');
  const name = packageName(pkg, t);
  return (
    <Can permission="PAYMENTS_SEARCH">
      <Button
        type="link"
        size="small"
        icon={<WalletOutlined />}
        aria-label={`${label}: ${name}`}
        style={{ paddingInline: 0 }}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Drawer
        title={`${label}: ${name}`}
        open={open}
        onClose={() => setOpen(false)}
        size={phone ? '100%' : 'large'}
        destroyOnHidden
      >
        {open && <PaymentsPanel pkg={pkg} />}
      </Drawer>
    </Can>
  );
}

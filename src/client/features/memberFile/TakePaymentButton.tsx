// 'Tahsilat al' among a package's row actions (PAYMENTS_CREATE), only while something is left to pay.
import { useState } from 'react';
import { Button } from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import type { PaymentRecord } from '../../../shared/schemas/payments';
import { useCan } from '../../components/Can';
import { packageName } from './packageName';
import { TakePaymentDialog } from './TakePaymentDialog';

export const hasBalance = (pkg: Pick<MemberPackageRecord, 'balance'>): boolean => (pkg.balance ?? 0) > 0;

export function TakePaymentButton({
  pkg,
  labelled,
  onTaken,
}: {
  pkg: MemberPackageRecord;
  /** A button with its text (the payments drawer), not a row's icon. */
  labelled?: boolean;
  onTaken?: (payment: PaymentRecord) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const allowed = useCan('PAYMENTS_CREATE');
  if (!allowed || !hasBalance(pkg)) return null;
  const label = t('payments.screen.take.action');
  return (
    <>
      <Button
        type={labelled ? 'primary' : 'text'}
        icon={<DollarOutlined />}
        aria-label={labelled ? undefined : `${label}: ${packageName(pkg, t)}`}
        title={labelled ? undefined : label}
        onClick={() => setOpen(true)}
      >
        {labelled ? label : null}
      </Button>
      {open && <TakePaymentDialog pkg={pkg} onClose={() => setOpen(false)} onTaken={onTaken} />}
    </>
  );
}

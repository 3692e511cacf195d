// 'Payment reminder' on a package with something left to pay (NOTIFICATIONS_CREATE): confirmed, then the reminder
// is sent to the member (stored and mailed by the server) and 'Bildirim başarılı bir şekilde gönderilmiştir' is
// shown. A package answered without its money (an older server) is reminded of only when unpaid.
import { Button, Popconfirm } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import { Can } from '../../components/Can';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { packageName } from './packageName';

const packages = entities.memberPackages;
const { remind } = packages.operations;

export function RemindButton({ pkg, onSent }: { pkg: MemberPackageRecord; onSent?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const running =
    useAppSelector((state) => packages.selectors.selectOperationStatus(state, 'remind')) === 'running';
  const owes = pkg.balance === undefined ? pkg.payment_type === 'unpaid' : pkg.balance > 0;
  if (!owes) return null;

  const send = async () => {
    const result = await dispatch(remind({ id: pkg.id, parent: { member_id: pkg.member_id } }));
    if (remind.fulfilled.match(result)) {
      const queued = (result.payload as { queued_only?: boolean }).queued_only;
      toast.success(`${t('notifications.sent')}${queued ? ` ${t('generic.mail.queued_only')}` : ''}`);
      onSent?.();
    } else toast.error(result.payload ?? t('generic.errors.unexpected_error'));
  };

  return (
    <Can permission="NOTIFICATIONS_CREATE">
      <Popconfirm
        title={t('memberPackages.remind.action')}
        description={t('memberPackages.remind.confirm')}
        okText={t('memberPackages.remind.send')}
        cancelText={t('components.actions.cancel')}
        onConfirm={send}
      >
        <Button
          type="text"
          icon={<BellOutlined />}
          loading={running}
          aria-label={`${t('memberPackages.remind.action')}: ${packageName(pkg, t)}`}
          title={t('memberPackages.remind.action')}
        />
      </Popconfirm>
    </Can>
  );
}

// A due's actions: 'Hatırlat' sends the member the package's payment reminder (its `_remind`, NOTIFICATIONS_CREATE,
// confirmed first); 'Tahsilat al' (PAYMENTS_CREATE) opens the payment in the member's packages tab and comes back
// here once it is taken.
import { Button, Popconfirm, Space } from 'antd';
import { BellOutlined, DollarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Can } from '../../components/Can';
import { withReturn } from '../../lib/returnPath';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch } from '../../store/hooks';
import type { DueRow } from './types';

const { remind } = entities.memberPackages.operations;

/** Where 'Tahsilat al' leads: the member's packages tab with the package's payment open. */
export const payPath = (due: Pick<DueRow, 'member_id' | 'member_package_id'>, back: string): string =>
  withReturn(`/member-edit/${due.member_id}/package-informations?pay=${due.member_package_id}`, back);

export function DueActions({ due, onReminded }: { due: DueRow; onReminded?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const location = useLocation();
  const name = `${due.member_name} · ${due.package_name}`;
  const send = async () => {
    const result = await dispatch(
      remind({ id: due.member_package_id, parent: { member_id: due.member_id } }),
    );
    if (remind.fulfilled.match(result)) {
      const queued = (result.payload as { queued_only?: boolean } | null)?.queued_only;
      toast.success(
        `${t('payments.screen.dues.reminded')}${queued ? ` ${t('generic.mail.queued_only')}` : ''}`,
      );
      onReminded?.();
    } else toast.error(result.payload ?? t('generic.errors.unexpected_error'));
  };
  return (
    <Space size={4} wrap>
      <Can permission="NOTIFICATIONS_CREATE">
        <Popconfirm
          title={t('payments.screen.dues.remind')}
          description={t('payments.screen.dues.remind_confirm', { name: due.member_name })}
          okText={t('memberPackages.remind.send')}
          cancelText={t('components.actions.cancel')}
          onConfirm={send}
        >
          <Button
            size="small"
            icon={<BellOutlined />}
            aria-label={`${t('payments.screen.dues.remind')}: ${name}`}
          >
            {t('payments.screen.dues.remind')}
          </Button>
        </Popconfirm>
      </Can>
      <Can permission="PAYMENTS_CREATE">
        <Link
          to={payPath(due, `${location.pathname}${location.search}`)}
          aria-label={`${t('payments.screen.take.action')}: ${name}`}
        >
          <Button size="small" type="primary" icon={<DollarOutlined />} tabIndex={-1}>
            {t('payments.screen.take.action')}
          </Button>
        </Link>
      </Can>
    </Space>
  );
}

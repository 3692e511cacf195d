// 'Send new password': confirmed first (it invalidates the member's current password), then a toast. The call is
// the members row's sendPassword operation: its progress and error live in the store like every request.
import { Button, Popconfirm } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Can } from '../../components/Can';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

const members = entities.members;
const sendPassword = members.operations.sendPassword;

export function SendPasswordButton({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const sending =
    useAppSelector((state) => members.selectors.selectOperationStatus(state, 'sendPassword')) === 'running';

  const send = async () => {
    const result = await dispatch(sendPassword({ body: { id: memberId } }));
    if (sendPassword.fulfilled.match(result)) {
      const answer = result.payload as { recipient: string; queued_only?: boolean };
      // Without SMTP on the server the mail waits in the outbox: say so rather than imply it left.
      const queued = answer.queued_only ? ` ${t('generic.mail.queued_only')}` : '';
      toast.success(`${t('members.send_password.success', { email: answer.recipient })}${queued}`);
    } else toast.error(result.payload ?? t('generic.errors.unexpected_error'));
  };

  // The server guards the call with MEMBERS_UPDATE (the row's operation permission); the button follows it.
  return (
    <Can permission="MEMBERS_UPDATE">
      <Popconfirm
        title={t('members.send_password.confirm_title')}
        description={t('members.send_password.confirm_message')}
        okText={t('members.send_password.confirm')}
        cancelText={t('components.actions.cancel')}
        onConfirm={send}
      >
        <Button icon={<KeyOutlined />} loading={sending}>
          {t('members.send_password.action')}
        </Button>
      </Popconfirm>
    </Can>
  );
}

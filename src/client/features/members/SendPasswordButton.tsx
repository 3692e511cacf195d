// 'Send new password': confirmed first (it invalidates the member's current password), then a toast.
import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Can } from '../../components/Can';
import { useToast } from '../../lib/useToast';
import { useAppDispatch } from '../../store/hooks';
import { sendMemberPassword } from './sendPassword';

export function SendPasswordButton({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    const result = await dispatch(sendMemberPassword({ id: memberId }));
    setSending(false);
    if (sendMemberPassword.fulfilled.match(result)) toast.success(t('members.send_password.success', { email: result.payload.recipient }));
    else toast.error(result.payload ?? t('generic.errors.unexpected_error'));
  };

  // The server guards the call with MEMBERS_UPDATE; the button follows it.
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

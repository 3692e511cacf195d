// 'Şifreyi sıfırla' on a user's edit page (USERS_UPDATE; the server applies who may touch whom): after a
// confirmation, POST users/{id}/_resetPassword, and the one-time password shown once to pass on.
import { useState } from 'react';
import { Button, Modal, Popconfirm, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/Can';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUser } from '../../store/sessionSelectors';

const users = entities.users;
const reset = users.operations.resetPassword;

export function ResetPasswordButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [password, setPassword] = useState<string | null>(null);
  const mayUpdate = useCan('USERS_UPDATE');
  const me = useAppSelector(selectUser)?.id;
  const record = useAppSelector((state) => users.selectors.selectById(state, id)) as
    { editable?: boolean } | undefined;
  const running =
    useAppSelector((state) => users.selectors.selectOperationStatus(state, 'resetPassword')) === 'running';
  // One's own password is changed in the profile; a user holding more than the caller is not theirs to reset.
  if (!mayUpdate || me === id || record?.editable === false) return null;

  const onConfirm = async () => {
    const result = await dispatch(reset({ id }));
    if (reset.fulfilled.match(result))
      setPassword(String((result.payload as { password?: string }).password ?? ''));
    else toast.error(String(result.payload ?? t('generic.errors.unexpected_error')));
  };

  return (
    <>
      <Popconfirm
        title={t('users.password_reset.reset_confirm')}
        okText={t('users.password_reset.reset')}
        cancelText={t('components.actions.cancel')}
        onConfirm={onConfirm}
      >
        <Button icon={<KeyOutlined />} loading={running} style={{ marginBottom: 16 }}>
          {t('users.password_reset.reset')}
        </Button>
      </Popconfirm>
      <Modal
        open={password !== null}
        title={t('users.password_reset.reset_done')}
        onOk={() => setPassword(null)}
        onCancel={() => setPassword(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Typography.Paragraph>{t('users.password_reset.reset_hint')}</Typography.Paragraph>
        {/* Read aloud or typed from the screen: large, monospaced, easy to copy. */}
        <Typography.Text
          code
          copyable
          data-testid="one-time-password"
          style={{ fontSize: 22, letterSpacing: 1, fontFamily: 'monospace' }}
        >
          {password}
        </Typography.Text>
      </Modal>
    </>
  );
}

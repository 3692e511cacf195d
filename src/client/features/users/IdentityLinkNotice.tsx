// On a user's edit page: that a provider account signs in as this user, and — for a caller who may change the
// user — 'Bağlantıyı kaldır' (POST users/{id}/_unlinkIdentity; the server applies who may touch whom and ends the
// user's sessions). Nothing is shown for a user without a link.
import { Alert, Button, Popconfirm } from 'antd';
import { DisconnectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/Can';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

const users = entities.users;
const unlink = users.operations.unlinkIdentity;

export function IdentityLinkNotice({ id }: { id: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const mayUpdate = useCan('USERS_UPDATE');
  const record = useAppSelector((state) => users.selectors.selectById(state, id)) as
    { editable?: boolean; identity_linked?: boolean } | undefined;
  const running =
    useAppSelector((state) => users.selectors.selectOperationStatus(state, 'unlinkIdentity')) === 'running';
  if (!record?.identity_linked) return null;

  const onConfirm = async () => {
    const result = await dispatch(unlink({ id }));
    if (unlink.fulfilled.match(result)) toast.success(t('users.identity.unlinked'));
    else toast.error(String(result.payload ?? t('generic.errors.unexpected_error')));
  };

  return (
    <Alert
      type="info"
      showIcon
      data-testid="identity-link"
      style={{ marginBottom: 16 }}
      title={t('users.identity.title')}
      description={t('users.identity.linked')}
      action={
        mayUpdate && record.editable !== false ? (
          <Popconfirm
            title={t('users.identity.unlink_confirm')}
            okText={t('users.identity.unlink')}
            cancelText={t('components.actions.cancel')}
            onConfirm={onConfirm}
          >
            <Button size="small" danger icon={<DisconnectOutlined />} loading={running}>
              {t('users.identity.unlink')}
            </Button>
          </Popconfirm>
        ) : undefined
      }
    />
  );
}

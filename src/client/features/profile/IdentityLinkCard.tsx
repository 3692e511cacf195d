// 'Sign in with <provider>' for this account: a staff user links their account to the identity
// provider's subject from their own signed-in session — the only way an admin is ever linked — and may unlink it.
// Shown only when the server has a provider configured. The link itself happens on /login/callback, which sends
// the user back here with the outcome.
import { useEffect } from 'react';
import { Alert, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useProviderConfig } from '../../api/providerConfig';
import { useToast } from '../../lib/useToast';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { readIdentityLink, unlinkIdentity } from '../../store/sessionThunks';

export function IdentityLinkCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const config = useProviderConfig();
  const linked = useAppSelector((state) => state.session.identityLinked);
  const outcome = (useLocation().state as { identity?: string } | null)?.identity;

  useEffect(() => {
    if (config) void dispatch(readIdentityLink());
  }, [config, dispatch]);

  if (!config) return null;
  const name = config.name;
  const link = async () => {
    const { startSignIn } = await import(/* webpackChunkName: "oidc" */ '../../lib/oidcClient');
    await startSignIn(config, '/profile', 'link');
  };
  const unlink = async () => {
    const result = await dispatch(unlinkIdentity());
    if (unlinkIdentity.fulfilled.match(result)) toast.success(t('profile.identity.unlinked', { name }));
    else toast.error(t('generic.errors.unexpected_error'));
  };

  return (
    <Card title={t('profile.identity.title', { name })} style={{ marginBlockEnd: 24 }}>
      {outcome === 'linked' && (
        <Alert type="success" showIcon title={t('profile.identity.linked_now', { name })} />
      )}
      {outcome && outcome !== 'linked' && <Alert type="error" showIcon title={outcome} />}
      <Space direction="vertical" style={{ width: '100%', marginBlockStart: outcome ? 12 : 0 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(linked ? 'profile.identity.linked' : 'profile.identity.hint', { name })}
        </Typography.Paragraph>
        {linked === false && (
          <Button type="primary" icon={<LinkOutlined />} onClick={() => void link()}>
            {t('profile.identity.link', { name })}
          </Button>
        )}
        {linked === true && (
          <Popconfirm
            title={t('profile.identity.unlink_confirm', { name })}
            okText={t('profile.identity.unlink')}
            cancelText={t('components.actions.cancel')}
            onConfirm={() => void unlink()}
          >
            <Button>{t('profile.identity.unlink')}</Button>
          </Popconfirm>
        )}
      </Space>
    </Card>
  );
}

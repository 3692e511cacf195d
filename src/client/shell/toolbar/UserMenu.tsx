// 'My account' (/profile) and 'Logout' when signed in, otherwise 'Login' (spec part 1 §2 "Other").
import { Avatar, Button, Dropdown, Space, Typography } from 'antd';
import { DownloadOutlined, LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDownloadActionLog } from '../../store/actionLog/useDownloadActionLog';
import { useAppSelector } from '../../store/hooks';
import { selectUser } from '../../store/sessionSelectors';

/** `compact`: the avatar alone (the name is in the menu), for small screens. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const downloadActionLog = useDownloadActionLog();

  if (!user) {
    return (
      <Button type="text" icon={<LoginOutlined />} onClick={() => navigate('/login')}>
        {t('shell.toolbar.login')}
      </Button>
    );
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          ...(compact
            ? [
                { key: 'name', label: `${user.name} ${user.lastname}`, disabled: true },
                { type: 'divider' as const },
              ]
            : []),
          {
            key: 'profile',
            icon: <UserOutlined />,
            label: t('shell.toolbar.my_account'),
            onClick: () => navigate('/profile'),
          },
          {
            key: 'action-log',
            icon: <DownloadOutlined />,
            label: t('support.action_log.download'),
            onClick: () => downloadActionLog(),
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: t('shell.toolbar.logout'),
            onClick: () => navigate('/logout'),
          },
        ],
      }}
    >
      <Button
        type="text"
        style={{ height: 'auto', paddingBlock: 4, maxWidth: compact ? undefined : 240 }}
        aria-label={compact ? `${user.name} ${user.lastname}` : undefined}
      >
        <Space>
          <Avatar size="small" icon={<UserOutlined />} />
          {!compact && (
            <Typography.Text ellipsis style={{ maxWidth: 180 }}>
              {user.name} {user.lastname}
            </Typography.Text>
          )}
        </Space>
      </Button>
    </Dropdown>
  );
}

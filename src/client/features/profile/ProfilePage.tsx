// /profile ('My account'): the user's name, title, type and role, their password (first, after a one-time
// password), and their settings, editable here (saved to the profile like any settings change).
import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorSchemePicker } from '../../shell/settings/ColorSchemePicker';
import { ChangePasswordCard } from './ChangePasswordCard';
import { IdentityLinkCard } from './IdentityLinkCard';
import { SettingsForm } from '../../shell/settings/SettingsForm';
import { usePageTitle } from '../../shell/usePageTitle';
import { useAppSelector } from '../../store/hooks';
import { selectUser } from '../../store/sessionSelectors';

export default function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle('profile.title');
  const user = useAppSelector(selectUser);
  const mustChange = useAppSelector((state) => state.session.mustChangePassword === true);
  if (!user) return null; // the route guard admits signed-in users only

  return (
    <>
      <Typography.Title level={2}>{t('profile.title')}</Typography.Title>
      {mustChange && <ChangePasswordCard />}
      <Card title={t('profile.details')} style={{ marginBlockEnd: 24 }}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: t('profile.name'), children: `${user.name} ${user.lastname}` },
            { key: 'title', label: t('profile.job_title'), children: user.title },
            { key: 'type', label: t('profile.type'), children: t(`profile.user_types.${user.type}`) },
            { key: 'role', label: t('profile.role'), children: user.role?.name ?? t('profile.no_role') },
          ]}
        />
      </Card>
      {!mustChange && <ChangePasswordCard />}
      {!mustChange && <IdentityLinkCard />}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card title={t('profile.settings')}>
            <Typography.Paragraph type="secondary">{t('profile.settings_hint')}</Typography.Paragraph>
            <SettingsForm />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('shell.color_scheme.title')}>
            <ColorSchemePicker />
          </Card>
        </Col>
      </Row>
    </>
  );
}

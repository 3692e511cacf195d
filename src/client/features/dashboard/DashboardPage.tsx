// /dashboard: a welcome with the user's name and role, and quick links to the areas the user may open.
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../shell/usePageTitle';
import { useNavigation } from '../../shell/useNavigation';
import { useAppSelector } from '../../store/hooks';
import { selectUser } from '../../store/sessionSelectors';

export default function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle('navigation.dashboard');
  const user = useAppSelector(selectUser);
  const links = useNavigation().items.filter((item) => item.id !== 'dashboard');

  return (
    <>
      <Typography.Title level={2}>{t('navigation.dashboard')}</Typography.Title>
      <Card style={{ marginBlockEnd: 24 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('dashboard.welcome', { name: user ? `${user.name} ${user.lastname}` : '' })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {user?.role ? t('dashboard.signed_in_as', { role: user.role.name }) : t('dashboard.no_role')}
        </Typography.Text>
      </Card>
      <Typography.Title level={4}>{t('dashboard.quick_links')}</Typography.Title>
      {links.length === 0 ? (
        <Empty description={t('dashboard.no_links')} />
      ) : (
        <Row gutter={[16, 16]}>
          {links.map((item) => {
            const Icon = item.icon;
            return (
              <Col key={item.id} xs={12} sm={8} md={6} xl={4}>
                <Link to={item.route}>
                  <Card hoverable style={{ textAlign: 'center' }}>
                    <Icon className="dashboard-link-icon" />
                    <Typography.Paragraph style={{ marginBlock: '8px 0' }}>
                      {t(item.titleKey)}
                    </Typography.Paragraph>
                  </Card>
                </Link>
              </Col>
            );
          })}
        </Row>
      )}
    </>
  );
}

// /logout: shows 'Logging out..', revokes the session, then goes to /login.
import { useEffect } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { logout } from '../../store/sessionThunks';

export default function LogoutPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const status = useAppSelector((state) => state.session.status);

  useEffect(() => {
    // Read the live status: StrictMode runs effects twice and the second run must not log out again.
    if (store.getState().session.status === 'signedIn') void dispatch(logout());
  }, [status, dispatch, store]);

  if (status === 'signedOut') return <Navigate to="/login" replace />;
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <Typography.Text>{t('session.logout.message')}</Typography.Text>
    </Flex>
  );
}

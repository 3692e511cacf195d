// /loading, and the fallback while a route's chunk or the stored session loads.
import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '40vh' }}>
      <Spin size="large" description={t('shell.loading')} />
    </Flex>
  );
}

export default LoadingScreen;

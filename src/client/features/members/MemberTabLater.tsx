// A member tab whose screens come in a later release: its title and an honest notice, no actions.
import { Result } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MemberTabKey } from './memberTabs';

export function MemberTabLater({ tab }: { tab: MemberTabKey }) {
  const { t } = useTranslation();
  const title = t(`members.tabs.${tab}`);
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title={t('members.tabs.later_title')}
      subTitle={t('members.tabs.later_description', { tab: title })}
    />
  );
}

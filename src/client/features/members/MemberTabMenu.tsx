// The member edit page's side menu: only the tabs the user may see, each a link to /member-edit/{id}/{key}.
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { memberTabPath, type MemberTab, type MemberTabKey } from './memberTabs';

export interface MemberTabMenuProps {
  memberId: string;
  tabs: readonly MemberTab[];
  active: MemberTabKey;
}

export function MemberTabMenu({ memberId, tabs, active }: MemberTabMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      mode="inline"
      aria-label={t('members.tabs.menu')}
      selectedKeys={[active]}
      style={{ borderInlineEnd: 'none' }}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <Link to={memberTabPath(memberId, tab.key)}>{t(`members.tabs.${tab.key}`)}</Link>,
      }))}
    />
  );
}

// The member edit page's tab menu: only the tabs the user may see, each a link to /member-edit/{id}/{key}.
// Beside the tab on wide screens; on a phone a select above it, so the twelve tabs don't fill the first screen.
import { Grid, Menu, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { memberTabPath, memberTabTitleKey, type MemberTab } from './memberTabs';

export interface MemberTabMenuProps {
  memberId: string;
  tabs: readonly MemberTab[];
  active: string;
}

/** True below antd's md breakpoint (768 px); undefined before the first measurement counts as wide. */
export function useNarrowScreen(): boolean {
  return Grid.useBreakpoint().md === false;
}

export function MemberTabMenu({ memberId, tabs, active }: MemberTabMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (useNarrowScreen()) {
    return (
      <Select<string>
        aria-label={t('members.tabs.menu')}
        value={active}
        onChange={(key) => navigate(memberTabPath(memberId, key))}
        options={tabs.map((tab) => ({ value: tab.key, label: t(memberTabTitleKey(tab)) }))}
        style={{ width: '100%' }}
        className="member-tab-select"
      />
    );
  }
  return (
    <Menu
      mode="inline"
      aria-label={t('members.tabs.menu')}
      selectedKeys={[active]}
      style={{ borderInlineEnd: 'none' }}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <Link to={memberTabPath(memberId, tab.key)}>{t(memberTabTitleKey(tab))}</Link>,
      }))}
    />
  );
}

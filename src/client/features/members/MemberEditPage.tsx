// /member-edit/{id}[/{key}] (spec part 1 §2): the member's name and actions, a side menu of the tabs the
// user may see (the first is the default; an unknown or hidden key falls back to it) and the chosen tab.
import { Suspense } from 'react';
import { Alert, Card, Flex, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { usePermissions } from '../../components/Can';
import { useExtraMemberTabs, useMemberTabComponent } from '../../shell/memberTabs';
import { usePageTitle } from '../../shell/usePageTitle';
import { MemberForm } from './MemberForm';
import { MemberTabMenu, useNarrowScreen } from './MemberTabMenu';
import { memberTabPath, memberTabTitleKey, visibleMemberTabs } from './memberTabs';
import { SendNotificationButton } from './SendNotificationButton';
import { SendPasswordButton } from './SendPasswordButton';
import { useMemberRecord } from './useMemberRecord';

export default function MemberEditPage() {
  const { t } = useTranslation();
  const { id = '', key } = useParams();
  const memberId = Number(id);
  const tabs = visibleMemberTabs(usePermissions(), useExtraMemberTabs());
  const active = key === undefined ? tabs[0] : tabs.find((tab) => tab.key === key);
  const informations = active?.key === 'member-informations';
  const member = useMemberRecord(memberId, Boolean(active) && !informations);
  usePageTitle('members.edit_title');
  const narrow = useNarrowScreen();
  const Contributed = useMemberTabComponent(active?.key ?? '');

  if (tabs.length === 0) return <Result status="403" title={t('members.tabs.none')} />;
  if (!active) return <Navigate to={memberTabPath(id, tabs[0].key)} replace />;
  const tabTitle = t(memberTabTitleKey(active));

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {member.record ? `${t('members.edit_title')}: ${member.record.name}` : t('members.edit_title')}
        </Typography.Title>
        {member.record && (
          <Flex gap="small" wrap>
            <SendNotificationButton memberId={memberId} />
            <SendPasswordButton memberId={memberId} />
          </Flex>
        )}
      </Flex>
      <Flex gap="middle" wrap align="flex-start">
        {narrow ? (
          <div style={{ flex: '1 1 100%' }}>
            <MemberTabMenu memberId={id} tabs={tabs} active={active.key} />
          </div>
        ) : (
          <Card size="small" style={{ flex: '0 1 260px', minWidth: 220 }} styles={{ body: { padding: 4 } }}>
            <MemberTabMenu memberId={id} tabs={tabs} active={active.key} />
          </Card>
        )}
        <section aria-label={tabTitle} style={{ flex: narrow ? '1 1 100%' : '1 1 520px', minWidth: 0 }}>
          {member.error && <Alert type="error" showIcon title={member.error} style={{ marginBottom: 16 }} />}
          {informations ? (
            <MemberForm id={id} title={tabTitle} />
          ) : (
            // Every other tab is an area's (a test checks that each one is filled).
            Contributed && (
              <Suspense fallback={<Spin />}>
                <Contributed memberId={memberId} title={tabTitle} />
              </Suspense>
            )
          )}
        </section>
      </Flex>
    </Flex>
  );
}

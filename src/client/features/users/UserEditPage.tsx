// /user-edit/:id, /user-edit/:id/details and /user-edit/:id/members: the form, and the members this user
// coaches (tab shown only with MEMBERS_SEARCH). The tab lives in the URL so it can be linked and reloaded.
import { Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/Can';
import { usePageTitle } from '../../shell/usePageTitle';
import { UserForm } from './UserForm';
import { UserMembersList } from './UserMembersList';

export default function UserEditPage() {
  const { id = '', tab } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canSeeMembers = useCan('MEMBERS_SEARCH');
  usePageTitle('users.edit_title');
  const active = tab === 'members' && canSeeMembers ? 'members' : 'details';

  const items = [
    { key: 'details', label: t('users.tabs.details'), children: <UserForm id={id} /> },
    ...(canSeeMembers
      ? [
          {
            key: 'members',
            label: t('users.tabs.members'),
            children: <UserMembersList userId={Number(id)} />,
          },
        ]
      : []),
  ];

  return (
    <Tabs
      activeKey={active}
      items={items}
      destroyOnHidden
      onChange={(key) => navigate(`/user-edit/${encodeURIComponent(id)}/${key}`)}
    />
  );
}

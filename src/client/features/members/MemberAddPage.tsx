// /member-add: the member form with the create defaults; after 201 a toast and back to the list.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/usePageTitle';
import { MemberForm } from './MemberForm';

export default function MemberAddPage() {
  const { t } = useTranslation();
  usePageTitle('members.add_title');
  return <MemberForm title={t('members.add_title')} />;
}

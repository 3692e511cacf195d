// /dietlist-add[?member_id=7]: a new list, for the member named in the address when it comes from the member file.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../shell/usePageTitle';
import { DietListForm } from './DietListForm';

export default function DietListAddPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const memberId = Number(params.get('member_id')) || undefined;
  usePageTitle('dietLists.add_title');
  return <DietListForm memberId={memberId} title={t('dietLists.add_title')} />;
}

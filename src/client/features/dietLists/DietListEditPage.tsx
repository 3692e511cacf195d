// /dietlist-edit/{id}: the list with its days and meals; a failed load also shows its message as a toast.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useToast } from '../../lib/useToast';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { useAppSelector } from '../../store/hooks';
import { DietListForm } from './DietListForm';

export default function DietListEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const toast = useToast();
  const readError = useAppSelector(entities.dietLists.selectors.selectErrors).read;
  usePageTitle('dietLists.edit_title');
  useEffect(() => {
    if (readError) toast.error(readError);
  }, [readError, toast]);
  return <DietListForm id={id} title={t('dietLists.edit_title')} />;
}

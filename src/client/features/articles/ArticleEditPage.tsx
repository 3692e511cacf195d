// /article-edit/{id}: the article form; a failed load also shows its message as a toast (spec part 1 §8)
// besides the form's banner.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useToast } from '../../lib/useToast';
import { usePageTitle } from '../../shell/usePageTitle';
import { useAppSelector } from '../../store/hooks';
import { ArticleForm } from './ArticleForm';
import { entities } from '../../store/entities';

export default function ArticleEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const toast = useToast();
  const readError = useAppSelector(entities.articles.selectors.selectErrors).read;
  usePageTitle('articles.edit_title');
  useEffect(() => {
    if (readError) toast.error(readError);
  }, [readError, toast]);
  return <ArticleForm id={id} title={t('articles.edit_title')} />;
}

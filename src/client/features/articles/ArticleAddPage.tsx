// /article-add: the article form; the chosen image is uploaded once the article exists (201).
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/usePageTitle';
import { ArticleForm } from './ArticleForm';

export default function ArticleAddPage() {
  const { t } = useTranslation();
  usePageTitle('articles.add_title');
  return <ArticleForm title={t('articles.add_title')} />;
}

// The article form's fields: title, type, language, status, the optional video link (edit screen),
// rich-text content (lazy editor) and a 4-row summary.
import { useTranslation } from 'react-i18next';
import { ARTICLE_LANGS, ARTICLE_TYPES } from '../../../shared/schemas/articles';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import { RichTextField, SelectField, TextAreaField, TextField } from '../../components/fields';

export function ArticleFormFields({ withVideo }: { withVideo: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="title" required />
      <SelectField name="type" options={ARTICLE_TYPES} required />
      <SelectField name="lang" options={ARTICLE_LANGS} required />
      <SelectField name="status" options={RECORD_STATUSES} required />
      {withVideo && (
        <TextField
          name="youtube_url"
          type="url"
          placeholder="https://www.youtube.com/watch?v="
          extra={t('articles.youtube_hint')}
        />
      )}
      <RichTextField name="content" required />
      <TextAreaField name="summary" rows={4} />
    </>
  );
}

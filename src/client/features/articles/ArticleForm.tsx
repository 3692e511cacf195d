// The article add/edit form on the generic EntityForm, with the image picker above it (MEDIA_SEARCH) and
// the image step after a successful save: upload after create; on edit delete the old image, then upload
// (spec part 1 §4). A failed upload shows its message and suppresses the success notice.
import { useCallback } from 'react';
import { RESOURCES } from '../../../shared/resources';
import { EntityForm } from '../../components/EntityForm';
import { ImageUploader } from '../../components/ImageUploader';
import { useImageUpload } from '../../components/useImageUpload';
import type { AfterSave } from '../../components/useEntityFormController';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ArticleFormFields } from './ArticleFormFields';
import {
  articleToBody,
  articleToValues,
  newArticleValues,
  type ArticleFormValues,
} from './articleFormValues';
import { articleImageOf } from './articleMedia';
import { entities } from '../../store/entities';
import type { Article } from './types';

export interface ArticleFormProps {
  /** The article to edit; absent on /article-add. */
  id?: string;
  title: string;
}

export function ArticleForm({ id, title }: ArticleFormProps) {
  const image = useImageUpload({ owner: RESOURCES.articles.mediaOwner, strategy: 'replace' });
  const current = useAppSelector(entities.articles.selectors.selectCurrent);
  const stored =
    id !== undefined && current && String(current.id) === id
      ? articleImageOf(current.attributes?.media)
      : undefined;

  const dispatch = useAppDispatch();
  const { file, upload } = image;
  const afterSave: AfterSave<Article> = useCallback(
    async (article, mode) => {
      // The saved record lists the image stored before this save: the one a new image replaces.
      const uploaded = await upload(
        article.id,
        mode === 'edit' ? articleImageOf(article.attributes?.media)?.id : undefined,
      );
      // Read the edited article again so the preview shows the new image, not the deleted one.
      if (uploaded && file && mode === 'edit')
        void dispatch(entities.articles.thunks.read({ id: article.id }));
      return uploaded;
    },
    [upload, file, dispatch],
  );

  return (
    <EntityForm<Article, ArticleFormValues>
      entity={entities.articles}
      id={id}
      initialValues={newArticleValues}
      fromRecord={articleToValues}
      toBody={articleToBody}
      afterSave={afterSave}
      aside={<ImageUploader value={image.file} currentUrl={stored?.url} onChange={image.setFile} />}
      pendingChanges={image.file !== null}
      title={title}
    >
      <ArticleFormFields withVideo={id !== undefined} />
    </EntityForm>
  );
}

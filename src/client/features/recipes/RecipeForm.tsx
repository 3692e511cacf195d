// The recipe add/edit form on the generic EntityForm, with the image picker above it (MEDIA_SEARCH) and the
// image step after a successful save: upload after create; on edit delete the old image, then upload (spec
// part 2 §4, through mediaStorage). A failed upload shows its message and suppresses the success notice.
import { useCallback } from 'react';
import { RESOURCES } from '../../../shared/resources';
import { EntityForm } from '../../components/EntityForm';
import { ImageUploader } from '../../components/ImageUploader';
import { useImageUpload } from '../../components/useImageUpload';
import type { AfterSave } from '../../components/useEntityFormController';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { RecipeFormFields } from './RecipeFormFields';
import {
  newRecipeValues,
  recipeImageOf,
  recipeToBody,
  recipeToValues,
  type RecipeFormValues,
} from './recipeFormValues';
import type { Recipe } from './types';

export function RecipeForm({ id, title }: { id?: string; title: string }) {
  const image = useImageUpload({
    owner: RESOURCES.recipes.mediaOwner,
    path: 'mediaStorage',
    strategy: 'replace',
  });
  const current = useAppSelector(entities.recipes.selectors.selectCurrent);
  const stored =
    id !== undefined && current && String(current.id) === id
      ? recipeImageOf(current.attributes?.media)
      : undefined;

  const dispatch = useAppDispatch();
  const { file, upload } = image;
  const afterSave: AfterSave<Recipe> = useCallback(
    async (recipe, mode) => {
      // The saved record lists the image stored before this save: the one a new image replaces.
      const uploaded = await upload(
        recipe.id,
        mode === 'edit' ? recipeImageOf(recipe.attributes?.media)?.id : undefined,
      );
      if (uploaded && file && mode === 'edit') void dispatch(entities.recipes.thunks.read({ id: recipe.id }));
      return uploaded;
    },
    [upload, file, dispatch],
  );

  return (
    <EntityForm<Recipe, RecipeFormValues>
      entity={entities.recipes}
      id={id}
      initialValues={newRecipeValues}
      fromRecord={recipeToValues}
      toBody={recipeToBody}
      afterSave={afterSave}
      aside={<ImageUploader value={image.file} currentUrl={stored?.url} onChange={image.setFile} />}
      pendingChanges={image.file !== null}
      title={title}
    >
      {(formik) => (
        <RecipeFormFields recipeId={id === undefined ? undefined : Number(id)} values={formik.values} />
      )}
    </EntityForm>
  );
}

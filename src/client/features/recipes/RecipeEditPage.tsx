// /recipe-edit/{id}: the recipe form and its weighed ingredients (RECIPE_INGREDIENTS_SEARCH). A failed load
// shows the answer's translated message as a toast (spec part 2 §8) besides the form's banner.
import { useEffect } from 'react';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Can } from '../../components/Can';
import { useToast } from '../../lib/useToast';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { useAppSelector } from '../../store/hooks';
import { RecipeForm } from './RecipeForm';
import { RecipeIngredients } from './RecipeIngredients';

export default function RecipeEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const toast = useToast();
  const readError = useAppSelector(entities.recipes.selectors.selectErrors).read;
  usePageTitle('recipes.edit_title');
  useEffect(() => {
    if (readError) toast.error(readError);
  }, [readError, toast]);
  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <RecipeForm id={id} title={t('recipes.edit_title')} />
      {!readError && (
        <Can permission="RECIPE_INGREDIENTS_SEARCH">
          <RecipeIngredients recipeId={Number(id)} />
        </Can>
      )}
    </Space>
  );
}

// /recipe-add: the recipe form; the chosen image is uploaded once the recipe exists (201), and the weighed
// ingredients are added on the edit screen.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/usePageTitle';
import { RecipeForm } from './RecipeForm';

export default function RecipeAddPage() {
  const { t } = useTranslation();
  usePageTitle('recipes.add_title');
  return <RecipeForm title={t('recipes.add_title')} />;
}

// /food-add: the food form; portions are added on the edit screen once the food exists.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/usePageTitle';
import { FoodForm } from './FoodForm';

export default function FoodAddPage() {
  const { t } = useTranslation();
  usePageTitle('foods.add_title');
  return <FoodForm title={t('foods.add_title')} />;
}

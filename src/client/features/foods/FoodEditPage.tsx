// /food-edit/{id}: the food form and, below it, the food's household portions (FOOD_PORTIONS_SEARCH).
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Can } from '../../components/Can';
import { usePageTitle } from '../../shell/usePageTitle';
import { FoodForm } from './FoodForm';
import { FoodPortions } from './FoodPortions';

export default function FoodEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePageTitle('foods.edit_title');
  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <FoodForm id={id} title={t('foods.edit_title')} />
      <Can permission="FOOD_PORTIONS_SEARCH">
        <FoodPortions foodId={Number(id)} />
      </Can>
    </Space>
  );
}

// /foods: name, category and the nutrients per 100 g, newest first, 20 a page (spec part 2 §9); the row's
// name search (Turkish and English names) and category filter; USDA credited below.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityList, LtrText, type EntityColumn } from '../../components/EntityList';
import { NumberText } from '../../components/NumberText';
import { OptionLabel } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { Food } from './types';

const amount = (field: 'energy_kcal' | 'protein_g' | 'carbohydrate_g' | 'fat_g'): EntityColumn<Food> => ({
  field,
  width: 120,
  ltr: true,
  render: (food) => (
    <LtrText>
      <NumberText value={food[field]} />
    </LtrText>
  ),
});

const columns: EntityColumn<Food>[] = [
  { field: 'id', width: 80, ltr: true },
  {
    field: 'name_tr',
    render: (food) => (
      <>
        {food.name_tr}
        {food.name_en && food.name_en !== food.name_tr && (
          <div>
            <Typography.Text type="secondary">{food.name_en}</Typography.Text>
          </div>
        )}
      </>
    ),
  },
  { field: 'category', render: (food) => <OptionLabel field="category" value={food.category} /> },
  amount('energy_kcal'),
  amount('protein_g'),
  amount('carbohydrate_g'),
  amount('fat_g'),
];

export default function FoodsListPage() {
  usePageTitle('foods.title');
  const { t } = useTranslation();
  return (
    <>
      <EntityList<Food> entity={entities.foods} columns={columns} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('foods.credit')}
      </Typography.Paragraph>
    </>
  );
}

// The recipe's nutrients computed from its weighed ingredient rows (the list on the edit screen), one serving
// and the whole dish, beside the figures typed into the form — with the shared arithmetic the server uses for
// `computed`, so what the screen shows while editing is what the API answers after saving.
import { useMemo } from 'react';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NUTRIENT_KEYS,
  computeRecipe,
  type ComputedNutrients as Computed,
  type Nutrients,
} from '../../../shared/nutrition';
import { NumberText } from '../../components/NumberText';
import { entities } from '../../store/entities';
import type { RecipeFormValues } from './recipeFormValues';
import { useAppSelector } from '../../store/hooks';

/** The typed-in fields of the spec's form, by nutrient (fibre has none). */
const TYPED: Partial<Record<keyof Nutrients, keyof RecipeFormValues>> = {
  energy_kcal: 'calorie',
  protein_g: 'protein',
  carbohydrate_g: 'carbohydrate',
  fat_g: 'fat',
};

const rowsOf = entities.recipeIngredients.selectors;

export function useComputedNutrients(recipeId: number | undefined, servings: unknown): Computed {
  // The list's ids and the stored records are stable references; the rows are joined below.
  const ids = useAppSelector((root: unknown) =>
    recipeId === undefined ? undefined : rowsOf.selectList(root, { recipe_id: recipeId }).ids,
  );
  const stored = useAppSelector((root: unknown) => rowsOf.selectState(root).entities);
  return useMemo(() => {
    const nutrients = (ids ?? [])
      .map((id) => stored[id])
      .filter((row) => row && !row.deleted && row.nutrients)
      .map((row) => row!.nutrients as Nutrients);
    return computeRecipe(nutrients, Number(servings) || 1);
  }, [ids, stored, servings]);
}

export function ComputedNutrients({ recipeId, values }: { recipeId?: number; values: RecipeFormValues }) {
  const { t } = useTranslation();
  const computed = useComputedNutrients(recipeId, values.servings);
  const data = NUTRIENT_KEYS.map((key) => ({
    key,
    typed: TYPED[key] ? String(values[TYPED[key]] ?? '') : '—',
    perServing: computed.per_serving[key],
    total: computed.total[key],
  }));
  return (
    <div className="recipe-computed" data-testid="recipe-computed">
      <Typography.Text strong>{t('recipes.computed.title')}</Typography.Text>
      {recipeId === undefined && (
        <Typography.Paragraph type="secondary">
          {t('recipes.ingredient_rows.save_first')}
        </Typography.Paragraph>
      )}
      <Table
        size="small"
        pagination={false}
        dataSource={data}
        rowKey="key"
        columns={[
          { key: 'name', title: '', render: (_v, row) => t(`recipes.ingredient_rows.fields.${row.key}`) },
          {
            key: 'typed',
            title: t('recipes.computed.typed'),
            dataIndex: 'typed',
            align: 'end',
            render: (value: string) => <NumberText value={value} />,
          },
          {
            key: 'perServing',
            title: t('recipes.computed.per_serving'),
            dataIndex: 'perServing',
            align: 'end',
            render: (value: number) => <NumberText value={value} />,
          },
          {
            key: 'total',
            title: `${t('recipes.computed.total')} (${t('recipes.computed.servings', { count: computed.servings })})`,
            dataIndex: 'total',
            align: 'end',
            render: (value: number) => <NumberText value={value} />,
          },
        ]}
      />
    </div>
  );
}

// Adds a food (with one of its portions, or grams) or a recipe (servings) to one meal of one day. Foods and
// recipes are searched by name through the lookups API; the item's nutrients are computed as it is added.
import { useState } from 'react';
import { Button, Segmented, Select, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Meal } from '../../../shared/schemas/dietLists';
import { NOT_A_NUMBER, NumberInput } from '../../components/NumberInput';
import { useFoodChoicesQuery, useRecipeChoicesQuery } from '../../store/lookupsApi';
import { foodItem, recipeItem } from './dietListValues';
import type { DietListItem } from './types';

export interface AddItemFormProps {
  day: number;
  meal: Meal;
  /** The meal's translated name, for the inputs' accessible names. */
  mealLabel: string;
  onAdd: (item: DietListItem) => void;
  disabled?: boolean;
}

export function AddItemForm({ day, meal, mealLabel, onAdd, disabled }: AddItemFormProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const [kind, setKind] = useState<'food' | 'recipe'>('food');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | undefined>();
  const [portion, setPortion] = useState<number>(0);
  // NaN while the typed amount is not a number: nothing is added until it is one above zero.
  const [amount, setAmount] = useState<number | null>(1);
  const amountError =
    amount === null
      ? null
      : Number.isNaN(amount)
        ? NOT_A_NUMBER
        : amount <= 0
          ? 'generic.fields.invalid'
          : null;
  const foods = useFoodChoicesQuery({ name: search }, { skip: kind !== 'food' || disabled });
  const recipes = useRecipeChoicesQuery({ title: search }, { skip: kind !== 'recipe' || disabled });
  const food = foods.data?.find((f) => f.id === chosen);
  const recipe = recipes.data?.find((r) => r.id === chosen);
  const label = `${t('dietLists.editor.day', { day })} ${mealLabel}`;

  const reset = () => {
    setChosen(undefined);
    setPortion(0);
    setAmount(1);
    setSearch('');
  };
  const add = () => {
    if (!amount || amount <= 0) return;
    const place = { day, meal };
    if (kind === 'food' && food) onAdd(foodItem(place, food, portion || null, amount));
    else if (kind === 'recipe' && recipe) onAdd(recipeItem(place, recipe, amount));
    else return;
    reset();
  };

  const options =
    kind === 'food'
      ? (foods.data ?? []).map((f) => ({ value: f.id, label: english ? f.name_en || f.name_tr : f.name_tr }))
      : (recipes.data ?? []).map((r) => ({ value: r.id, label: r.title }));

  return (
    <Space wrap size="small">
      <Segmented
        size="small"
        value={kind}
        disabled={disabled}
        onChange={(value) => {
          setKind(value as 'food' | 'recipe');
          reset();
        }}
        options={[
          { value: 'food', label: t('dietLists.editor.kind_food') },
          { value: 'recipe', label: t('dietLists.editor.kind_recipe') },
        ]}
      />
      <Select
        aria-label={`${label}: ${t(kind === 'food' ? 'dietLists.editor.kind_food' : 'dietLists.editor.kind_recipe')}`}
        style={{ minWidth: 220 }}
        disabled={disabled}
        value={chosen}
        options={options}
        loading={foods.isFetching || recipes.isFetching}
        placeholder={t('components.options.placeholder')}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        notFoundContent={t('generic.no_data')}
        onChange={(value: number) => {
          setChosen(value);
          setPortion(0);
        }}
      />
      {kind === 'food' && (
        <Select
          aria-label={`${label}: ${t('dietLists.items.fields.portion_id')}`}
          style={{ minWidth: 160 }}
          disabled={disabled || !food}
          value={portion}
          onChange={(value: number) => setPortion(value)}
          options={[
            { value: 0, label: t('dietLists.editor.portion_grams') },
            ...(food?.portions ?? []).map((p) => ({
              value: p.id,
              label: `${english ? p.name_en || p.name_tr : p.name_tr} (${p.grams} g)`,
            })),
          ]}
        />
      )}
      <NumberInput
        aria-label={`${label}: ${t('dietLists.items.fields.amount')}`}
        value={amount}
        disabled={disabled}
        status={amountError ? 'error' : undefined}
        onChange={(value) => setAmount(value)}
        suffix={kind === 'recipe' ? t('dietLists.editor.servings') : portion ? '×' : 'g'}
        style={{ width: 150 }}
      />
      <Button
        icon={<PlusOutlined />}
        onClick={add}
        disabled={disabled || !(food || recipe) || !amount || amountError !== null}
      >
        {t('dietLists.editor.add_item')}
      </Button>
      {amountError && <Typography.Text type="danger">{t(amountError)}</Typography.Text>}
    </Space>
  );
}

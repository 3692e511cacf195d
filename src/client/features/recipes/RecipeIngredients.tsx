// A recipe's weighed ingredients on its edit screen: the shared list of recipes/{id}/ingredients (delete
// popover, CSV) with each row's grams and nutrients, and a one-line editor — a food from a searchable dropdown,
// one of its portions or grams, and the amount — that adds a row or changes the one picked for editing.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Select, Space } from 'antd';
import { CloseOutlined, EditOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Formik, useFormikContext } from 'formik';
import { recipeIngredientSchema } from '../../../shared/schemas/recipes';
import { Can } from '../../components/Can';
import { EntityList, LtrText, type EntityColumn } from '../../components/EntityList';
import { NumberText } from '../../components/NumberText';
import { NumberField, FieldItem, OptionField, fieldId } from '../../components/fields';
import { ResourceContext, resourceInfo, useResourceTranslation } from '../../components/ResourceContext';
import type { Stored } from '../../store/createEntitySlice';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RecipeIngredient } from './types';

type Row = Stored<RecipeIngredient>;
const nutrient = (
  key: 'energy_kcal' | 'protein_g' | 'carbohydrate_g' | 'fat_g',
): EntityColumn<RecipeIngredient> => ({
  field: key,
  width: 90,
  ltr: true,
  render: (row) => (
    <LtrText>
      <NumberText value={row.nutrients?.[key]} />
    </LtrText>
  ),
  csv: (row) => row.nutrients?.[key] ?? '',
});

interface IngredientValues {
  food_id: number | '';
  portion_id: number | '';
  amount: string;
}
const empty: IngredientValues = { food_id: '', portion_id: '', amount: '' };

export function RecipeIngredients({ recipeId }: { recipeId: number }) {
  const parent = useMemo(() => ({ recipe_id: recipeId }), [recipeId]);
  const [editing, setEditing] = useState<Row | null>(null);
  const info = useMemo(() => resourceInfo(entities.recipeIngredients.def), []);
  return (
    <ResourceContext.Provider value={info}>
      <IngredientsList parent={parent} onEdit={setEditing} />
      <Can permission={editing ? 'RECIPE_INGREDIENTS_UPDATE' : 'RECIPE_INGREDIENTS_CREATE'}>
        <IngredientEditor parent={parent} editing={editing} onDone={() => setEditing(null)} />
      </Can>
    </ResourceContext.Provider>
  );
}

function IngredientsList({ parent, onEdit }: { parent: { recipe_id: number }; onEdit: (row: Row) => void }) {
  const { t } = useResourceTranslation();
  const columns: EntityColumn<RecipeIngredient>[] = [
    { field: 'food_id', render: (row) => row.food_name_tr, csv: (row) => row.food_name_tr ?? '' },
    {
      field: 'portion_id',
      render: (row) => row.portion_name_tr ?? t('recipes.ingredient_rows.grams_option'),
      csv: (row) => row.portion_name_tr ?? '',
    },
    { field: 'amount', width: 90, ltr: true },
    { field: 'grams', width: 90, ltr: true },
    nutrient('energy_kcal'),
    nutrient('protein_g'),
    nutrient('carbohydrate_g'),
    nutrient('fat_g'),
  ];
  return (
    <EntityList<RecipeIngredient>
      entity={entities.recipeIngredients}
      columns={columns}
      parent={parent}
      rowActions={(row) => (
        <Can permission="RECIPE_INGREDIENTS_UPDATE">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('components.actions.edit')}
            title={t('components.actions.edit')}
            onClick={() => onEdit(row)}
          />
        </Can>
      )}
    />
  );
}

function IngredientEditor({
  parent,
  editing,
  onDone,
}: {
  parent: { recipe_id: number };
  editing: Row | null;
  onDone: () => void;
}) {
  const { t } = useResourceTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const rows = entities.recipeIngredients;
  const errors = useAppSelector(rows.selectors.selectErrors);
  const scope = editing ? 'update' : 'create';
  const initial: IngredientValues = editing
    ? { food_id: editing.food_id, portion_id: editing.portion_id ?? '', amount: String(editing.amount) }
    : empty;
  return (
    <Formik<IngredientValues>
      initialValues={initial}
      enableReinitialize
      validationSchema={recipeIngredientSchema}
      onSubmit={async (values, helpers) => {
        const body = { ...values, portion_id: values.portion_id === '' ? 0 : values.portion_id };
        const result = editing
          ? await dispatch(rows.thunks.update({ id: editing.id, parent, body }))
          : await dispatch(rows.thunks.create({ parent, body }));
        if (result.meta.requestStatus === 'fulfilled') {
          toast.success(t('generic.success_message'));
          helpers.resetForm({ values: empty });
          onDone();
          void dispatch(rows.thunks.search({ parent }));
        }
      }}
    >
      {(formik) => (
        <Card
          size="small"
          title={editing ? t('components.actions.edit') : t('recipes.ingredient_rows.add')}
          style={{ marginTop: 16 }}
        >
          <form noValidate onSubmit={formik.handleSubmit} data-testid="ingredient-editor">
            {errors[scope] && (
              <Alert
                type="error"
                showIcon
                title={errors[scope]}
                closable={{ onClose: () => dispatch(rows.actions.clearError(scope)) }}
                style={{ marginBottom: 16 }}
              />
            )}
            <Form layout="vertical" component={false}>
              <Row gutter={16} align="bottom">
                <Col xs={24} md={9}>
                  <OptionField name="food_id" preset="foods" required />
                </Col>
                <Col xs={24} md={6}>
                  <PortionField />
                </Col>
                <Col xs={12} md={4}>
                  <NumberField name="amount" required />
                </Col>
                <Col xs={12} md={5}>
                  <Form.Item label=" ">
                    <Space>
                      <Button
                        htmlType="submit"
                        type="primary"
                        icon={editing ? <SaveOutlined /> : <PlusOutlined />}
                        loading={formik.isSubmitting}
                        disabled={!formik.dirty || !formik.isValid}
                      >
                        {editing ? t('components.actions.save') : t('recipes.ingredient_rows.add')}
                      </Button>
                      {editing && (
                        <Button
                          icon={<CloseOutlined />}
                          aria-label={t('components.actions.cancel')}
                          onClick={() => {
                            formik.resetForm({ values: empty });
                            onDone();
                          }}
                        />
                      )}
                    </Space>
                  </Form.Item>
                </Col>
              </Row>
            </Form>
          </form>
        </Card>
      )}
    </Formik>
  );
}

/** The chosen food's portions (lightest first) and 'Gram'; choosing another food clears a portion of the old one. */
function PortionField() {
  const { t } = useResourceTranslation();
  const dispatch = useAppDispatch();
  const { values, setFieldValue } = useFormikContext<IngredientValues>();
  const foodId = values.food_id === '' ? undefined : Number(values.food_id);
  const parent = useMemo(() => (foodId ? { food_id: foodId } : undefined), [foodId]);
  useEffect(() => {
    if (parent) void dispatch(entities.foodPortions.thunks.search({ parent, query: { count: 100 } }));
  }, [dispatch, parent]);
  const ids = useAppSelector((root: unknown) =>
    parent ? entities.foodPortions.selectors.selectList(root, parent).ids : undefined,
  );
  const stored = useAppSelector(
    (root: unknown) => entities.foodPortions.selectors.selectState(root).entities,
  );
  const portions = useMemo(
    () => (ids ?? []).map((id) => stored[id]).filter((p): p is NonNullable<typeof p> => p !== undefined),
    [ids, stored],
  );
  useEffect(() => {
    // A portion of another food would be refused (400): drop it once the new food's portions are known.
    if (values.portion_id !== '' && portions.length > 0 && !portions.some((p) => p.id === values.portion_id))
      void setFieldValue('portion_id', '');
  }, [portions, values.portion_id, setFieldValue]);
  const options = [
    { value: '', label: t('recipes.ingredient_rows.grams_option') },
    ...portions.filter((p) => !p.deleted).map((p) => ({ value: p.id, label: `${p.name_tr} (${p.grams} g)` })),
  ];
  return (
    <FieldItem name="portion_id">
      <Select
        id={fieldId('portion_id')}
        value={values.portion_id}
        options={options}
        disabled={!foodId}
        onChange={(value) => void setFieldValue('portion_id', value)}
      />
    </FieldItem>
  );
}

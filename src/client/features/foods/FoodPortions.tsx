// A food's household portions on its edit screen: the shared list (delete popover, CSV) of
// foods/{id}/portions and a one-line form adding a measure with its grams (FOOD_PORTIONS_CREATE).
import { useMemo } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Formik } from 'formik';
import { object } from 'yup';
import { foodPortionSchema } from '../../../shared/schemas/foods';
import { Can } from '../../components/Can';
import { EntityList, LtrText, type EntityColumn } from '../../components/EntityList';
import { NumberField, TextField } from '../../components/fields';
import { ResourceContext, resourceInfo, useResourceTranslation } from '../../components/ResourceContext';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { FoodPortion } from './types';

const columns: EntityColumn<FoodPortion>[] = [
  { field: 'name_tr' },
  // English text reads left to right in an Arabic page too (parentheses mirror otherwise).
  { field: 'name_en', render: (p) => <bdi dir="ltr">{p.name_en}</bdi> },
  { field: 'grams', width: 120, ltr: true, render: (p) => <LtrText>{p.grams}</LtrText> },
];

/** Named apart from the food form's fields above it (name_tr, name_en), whose input ids they would repeat. */
interface PortionValues {
  portion_name_tr: string;
  portion_name_en: string;
  portion_grams: string;
}
const empty: PortionValues = { portion_name_tr: '', portion_name_en: '', portion_grams: '' };
const { fields } = foodPortionSchema;
const portionFormSchema = object({
  portion_name_tr: fields.name_tr,
  portion_name_en: fields.name_en,
  portion_grams: fields.grams,
});

export function FoodPortions({ foodId }: { foodId: number }) {
  const parent = useMemo(() => ({ food_id: foodId }), [foodId]);
  return (
    <>
      <EntityList<FoodPortion> entity={entities.foodPortions} columns={columns} parent={parent} />
      <Can permission="FOOD_PORTIONS_CREATE">
        <ResourceContext.Provider value={resourceInfo(entities.foodPortions.def)}>
          <AddPortion parent={parent} />
        </ResourceContext.Provider>
      </Can>
    </>
  );
}

function AddPortion({ parent }: { parent: { food_id: number } }) {
  const { t } = useResourceTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const error = useAppSelector(entities.foodPortions.selectors.selectErrors).create;
  const portions = entities.foodPortions;
  return (
    <Formik<PortionValues>
      initialValues={empty}
      validationSchema={portionFormSchema}
      onSubmit={async (values, helpers) => {
        const body = {
          name_tr: values.portion_name_tr,
          name_en: values.portion_name_en,
          grams: values.portion_grams,
        };
        const result = await dispatch(portions.thunks.create({ parent, body }));
        if (portions.thunks.create.fulfilled.match(result)) {
          toast.success(t('generic.success_message'));
          helpers.resetForm();
          void dispatch(portions.thunks.search({ parent }));
        }
      }}
    >
      {(formik) => (
        <Card size="small" title={t('foods.portions.add')} style={{ marginTop: 16 }}>
          <form noValidate onSubmit={formik.handleSubmit}>
            {error && (
              <Alert
                type="error"
                showIcon
                title={error}
                closable={{ onClose: () => dispatch(portions.actions.clearError('create')) }}
                style={{ marginBottom: 16 }}
              />
            )}
            <Form layout="vertical" component={false}>
              <Row gutter={16} align="bottom">
                <Col xs={24} md={9}>
                  <TextField
                    name="portion_name_tr"
                    label={t('foods.portions.fields.name_tr')}
                    required
                    placeholder={t('foods.portions.name_placeholder')}
                  />
                </Col>
                <Col xs={24} md={7}>
                  <TextField name="portion_name_en" label={t('foods.portions.fields.name_en')} />
                </Col>
                <Col xs={12} md={4}>
                  <NumberField name="portion_grams" label={t('foods.portions.fields.grams')} required />
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item label=" ">
                    <Button
                      htmlType="submit"
                      type="primary"
                      icon={<PlusOutlined />}
                      loading={formik.isSubmitting}
                      disabled={!formik.dirty || !formik.isValid}
                    >
                      {t('foods.portions.add')}
                    </Button>
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

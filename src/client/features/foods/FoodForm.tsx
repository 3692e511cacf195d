// The food add/edit form on the generic EntityForm: names, category, the nutrients per 100 g (energy in kcal;
// sugars, saturated fat and sodium may be left empty, as USDA leaves them for some foods) and the USDA reference. The portions are edited beside it on the edit screen (FoodPortions).
import { Col, Divider, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FOOD_CATEGORIES } from '../../../shared/schemas/foods';
import { EntityForm } from '../../components/EntityForm';
import { NumberField, SelectField, TextField } from '../../components/fields';
import { entities } from '../../store/entities';
import { foodToBody, foodToValues, newFoodValues, type FoodFormValues } from './foodFormValues';
import type { Food } from './types';

const NUTRIENTS = ['energy_kcal', 'protein_g', 'carbohydrate_g', 'fat_g', 'fibre_g'] as const;
const MORE_NUTRIENTS = ['sugars_g', 'saturated_fat_g', 'sodium_mg'] as const;

export function FoodForm({ id, title }: { id?: string; title: string }) {
  const { t } = useTranslation();
  return (
    <EntityForm<Food, FoodFormValues>
      entity={entities.foods}
      id={id}
      initialValues={newFoodValues}
      fromRecord={foodToValues}
      toBody={foodToBody}
      title={title}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField name="name_tr" required />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="name_en" />
        </Col>
      </Row>
      <SelectField name="category" options={FOOD_CATEGORIES} required />
      <Divider titlePlacement="start">{t('foods.per100g')}</Divider>
      <Typography.Paragraph type="secondary">{t('foods.per100g_hint')}</Typography.Paragraph>
      <Row gutter={16}>
        {NUTRIENTS.map((name) => (
          <Col xs={12} md={8} lg={4} key={name}>
            <NumberField name={name} required />
          </Col>
        ))}
        {MORE_NUTRIENTS.map((name) => (
          <Col xs={12} md={8} lg={4} key={name}>
            <NumberField name={name} />
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={4}>
          <TextField name="ndb_number" />
        </Col>
        <Col xs={12} md={4}>
          <NumberField name="fdc_id" />
        </Col>
        <Col xs={24} md={8}>
          <TextField name="food_group" />
        </Col>
        <Col xs={24} md={8}>
          <TextField name="source" />
        </Col>
      </Row>
    </EntityForm>
  );
}

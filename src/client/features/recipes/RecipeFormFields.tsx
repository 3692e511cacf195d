// The recipe form's fields (spec part 2 §3, §5): title, language, type, status, difficulty, cooking time,
// servings, the typed-in nutrients (one serving) beside those computed from the weighed ingredients, and the two
// rich-text editors — content, and ingredients 250 px high.
import { Col, Row } from 'antd';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import { RECIPE_DIFFICULTIES, RECIPE_LANGS, RECIPE_TYPES } from '../../../shared/schemas/recipes';
import { NumberField, RichTextField, SelectField, TextField } from '../../components/fields';
import { ComputedNutrients } from './ComputedNutrients';
import type { RecipeFormValues } from './recipeFormValues';

export const INGREDIENTS_EDITOR_HEIGHT = 250;

export function RecipeFormFields({ recipeId, values }: { recipeId?: number; values: RecipeFormValues }) {
  return (
    <>
      <TextField name="title" required />
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <SelectField name="lang" options={RECIPE_LANGS} required />
        </Col>
        <Col xs={24} md={6}>
          <SelectField name="type" options={RECIPE_TYPES} required />
        </Col>
        <Col xs={24} md={6}>
          <SelectField name="status" options={RECORD_STATUSES} required />
        </Col>
        <Col xs={24} md={6}>
          <SelectField name="difficulty" options={RECIPE_DIFFICULTIES} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <NumberField name="cooking_time" />
        </Col>
        <Col xs={12} md={6}>
          <NumberField name="servings" />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Row gutter={16}>
            <Col xs={12}>
              <NumberField name="calorie" />
            </Col>
            <Col xs={12}>
              <NumberField name="carbohydrate" />
            </Col>
            <Col xs={12}>
              <NumberField name="fat" />
            </Col>
            <Col xs={12}>
              <NumberField name="protein" />
            </Col>
          </Row>
        </Col>
        <Col xs={24} lg={12}>
          <ComputedNutrients recipeId={recipeId} values={values} />
        </Col>
      </Row>
      <RichTextField name="content" required />
      <RichTextField name="ingredients" required height={INGREDIENTS_EDITOR_HEIGHT} />
    </>
  );
}

// A food diary day: the date, notes, and per meal (breakfast, lunch, dinner, snacks) what was eaten — a food of
// the foods area with one of its portions (or grams) and an amount, or free text.
import './translations';
import { useEffect } from 'react';
import { Button, Col, Form, Row, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { FieldArray, getIn, useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Meal } from '../../../shared/memberProgressRecords';
import { RESOURCES } from '../../../shared/resources';
import { MEALS, diarySchema } from '../../../shared/schemas/memberProgress';
import { useEntityDispatch } from '../../components/entityBinding';
import {
  FieldItem,
  NumberField,
  OptionField,
  SelectField,
  TextField,
  fieldId,
} from '../../components/fields';
import { readCanonical } from '../../lib/localeNumber';
import { entities } from '../../store/entities';
import { useAppSelector } from '../../store/hooks';
import { DatePickerField, today } from './DatePickerField';
import { InlineForm, type RecordFormProps } from './InlineForm';
import type { Diary } from './types';

/** An item as the form holds it: '' for no food, portion or amount. */
interface ItemValues {
  meal: Meal;
  food_id: number | '';
  portion_id: number | '';
  amount: string | number;
  text: string;
}
interface Values {
  date: string;
  notes: string;
  items: ItemValues[];
}

const item = (meal: Meal): ItemValues => ({ meal, food_id: '', portion_id: '', amount: '', text: '' });
const NO_PORTIONS: never[] = [];

/** A food's portions (GET foods/{id}/portions); none chosen means the amount is in grams. */
function PortionField({ name, foodId }: { name: string; foodId: number | '' }) {
  const { t } = useTranslation();
  const dispatch = useEntityDispatch();
  const [field, , helpers] = useField<number | ''>(name);
  const parent = foodId ? { food_id: foodId } : undefined;
  useEffect(() => {
    if (parent) void dispatch(entities.foodPortions.thunks.search({ parent }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, foodId]);
  const portions = useAppSelector((s) =>
    parent ? entities.foodPortions.selectors.selectListRecords(s, parent) : NO_PORTIONS,
  );
  return (
    <FieldItem name={name} label={t('diaries.fields.portion_id')}>
      <Select
        id={fieldId(name)}
        allowClear
        value={field.value === '' ? undefined : field.value}
        onChange={(value) => void helpers.setValue(value ?? '')}
        onBlur={() => void helpers.setTouched(true)}
        disabled={!foodId}
        placeholder={t('diaries.grams')}
        style={{ minWidth: 160 }}
        options={portions.map((p) => ({ value: p.id, label: `${p.name_tr} (${p.grams} g)` }))}
      />
    </FieldItem>
  );
}

/** What was eaten, meal by meal. */
function Items() {
  const { t } = useTranslation();
  const { values, errors } = useFormikContext<Values>();
  const meals = MEALS.map((m) => ({ value: m, label: t(`diaries.options.meal.${m}`) }));
  return (
    <FieldArray name="items">
      {({ push, remove }) => (
        <>
          {values.items.map((row, i) => {
            const name = `items.${i}`;
            // An item names a food or says what was eaten: the schema's message shows under the text.
            const neither = getIn(errors, name) as unknown;
            return (
              <Space key={i} align="baseline" wrap>
                <SelectField
                  name={`${name}.meal`}
                  label={t('diaries.fields.meal')}
                  options={meals}
                  placeholder=""
                  style={{ minWidth: 130 }}
                />
                <OptionField
                  name={`${name}.food_id`}
                  label={t('diaries.fields.food_id')}
                  preset="foods"
                  allowClear
                  style={{ minWidth: 200 }}
                />
                <PortionField name={`${name}.portion_id`} foodId={row.food_id} />
                <NumberField
                  name={`${name}.amount`}
                  label={t('diaries.fields.amount')}
                  style={{ width: 110 }}
                />
                <TextField
                  name={`${name}.text`}
                  label={t('diaries.fields.text')}
                  maxLength={500}
                  error={typeof neither === 'string' ? neither : undefined}
                />
                <MinusCircleOutlined aria-label={t('components.actions.delete')} onClick={() => remove(i)} />
              </Space>
            );
          })}
          <Form.Item>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => push(item('snacks'))}>
              {t('diaries.add_item')}
            </Button>
          </Form.Item>
        </>
      )}
    </FieldArray>
  );
}

export function DiaryForm({ record, onSubmit, ...props }: RecordFormProps<Diary>) {
  const initial: Values = {
    date: record?.date ?? today(),
    notes: record?.notes ?? '',
    items: record
      ? (record.items ?? []).map((i) => ({
          meal: i.meal,
          food_id: i.food_id ?? '',
          portion_id: i.portion_id ?? '',
          amount: i.amount ?? '',
          text: i.text ?? '',
        }))
      : [item('breakfast')],
  };
  const submit = (v: Values) =>
    onSubmit({
      date: v.date,
      notes: v.notes,
      items: v.items.map(({ meal, food_id, portion_id, amount, text }) => ({
        meal,
        food_id: food_id === '' ? null : food_id,
        portion_id: portion_id === '' ? null : portion_id,
        amount: readCanonical(amount),
        text,
      })),
    });
  return (
    <InlineForm<Values>
      {...props}
      def={RESOURCES.diaries}
      record={record}
      initialValues={initial}
      schema={diarySchema}
      onSubmit={submit}
    >
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <DatePickerField name="date" />
        </Col>
        <Col xs={24} md={18}>
          <TextField name="notes" maxLength={2000} />
        </Col>
      </Row>
      <Items />
    </InlineForm>
  );
}

// A measurement's form: the date, weight and height, body fat, the four skinfolds and the circumferences. The
// BMI, its WHO category and the waist-hip ratio are shown as the figures are typed (the server stores the same
// computation), and body fat from the skinfolds (Durnin–Womersley) is offered once the four and the sex are in.
import './translations';
import { Alert, Button, Card, Col, DatePicker, Descriptions, Form, Input, Row, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { detailsPermission } from '../../../shared/resourceDef';
import { RESOURCES } from '../../../shared/resources';
import { measurementSchema } from '../../../shared/schemas/memberProgress';
import { useCan } from '../../components/Can';
import {
  SEXES,
  ageOn,
  bmiCategory,
  bmiOf,
  durninWomersley,
  waistHipRatio,
  type Sex,
  MEASUREMENT_DETAIL_FIELDS,
} from '../../../shared/bodyMetrics';
import { NumberInput } from '../../components/NumberInput';
import { schemaRule } from '../../components/schemaRule';
import { formatNumber } from '../../lib/localeNumber';
import type { Measurement } from './types';

export const SKINFOLDS = ['biceps', 'triceps', 'subscapula', 'iliac_crest'] as const;
export const CIRCUMFERENCES = [
  'shoulder',
  'chest',
  'closed_chest',
  'arms',
  'calves',
  'waist',
  'hip',
  'legs',
  'neck',
] as const;

/** Form values: the figures by field name (NaN while the typed text is not a number), the date, sex and notes. */
type Values = Record<string, number | null | undefined> & { date?: Dayjs; sex?: Sex | null; notes?: string };

/** A figure the computations may use: typed and readable. */
const figure = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export const CATEGORY_COLORS: Record<string, string> = {
  underweight: 'blue',
  normal: 'green',
  overweight: 'gold',
  obese_1: 'orange',
  obese_2: 'volcano',
  morbid_obese: 'red',
};

export function BmiCategoryTag({ category }: { category: string | null | undefined }) {
  const { t } = useTranslation();
  if (!category) return <span>—</span>;
  return (
    <Tag color={CATEGORY_COLORS[category]} data-category={category}>
      {t(`measurements.options.bmi_category.${category}`)}
    </Tag>
  );
}

interface Props {
  record?: Measurement | null;
  memberHeight: number | null;
  birthdate: string | null;
  saving: boolean;
  error?: string | null;
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}

// Ranges and messages are the shared schema's (the server's); the input never clamps.
const numberField = (name: string, t: TFunction, unit: string) => (
  <Col xs={12} sm={8} md={6} key={name}>
    <Form.Item
      name={name}
      label={t(`measurements.fields.${name}`)}
      htmlFor={`measurement-${name}`}
      rules={[schemaRule(measurementSchema, name, t)]}
    >
      <NumberInput id={`measurement-${name}`} suffix={unit} />
    </Form.Item>
  </Col>
);

export function MeasurementForm({
  record,
  memberHeight,
  birthdate,
  saving,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // Skinfolds and circumferences are the measurement's details (MEASUREMENT_DETAILS_*): without their verb they
  // are neither shown nor sent.
  const writesDetails = useCan(detailsPermission(RESOURCES.measurements, record ? 'UPDATE' : 'CREATE'));
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? {};
  const figures = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, figure(v)]));
  const height = figures.height ?? memberHeight;
  const bmi = bmiOf(figures.weight ?? null, height ?? null);
  const date = values.date ? values.date.format('YYYY-MM-DD') : null;
  const bodyFat = durninWomersley(figures, ageOn(birthdate, date), values.sex ?? null);
  const shown = (value: number | null) => (value === null ? '—' : formatNumber(value, lang));
  const initial = (record
    ? { ...record, date: dayjs(record.date) }
    : { date: dayjs(), height: memberHeight }) as unknown as Values;

  const submit = (v: Values) => {
    const body: Record<string, unknown> = { ...v, date: v.date?.format('YYYY-MM-DD') };
    // An emptied figure is sent as null so an edit clears it; notes are text.
    for (const [key, value] of Object.entries(body)) if (value === undefined) body[key] = null;
    body.notes = v.notes ?? '';
    if (!writesDetails) for (const field of MEASUREMENT_DETAIL_FIELDS) delete body[field];
    onSubmit(body);
  };

  return (
    <Card size="small" title={t(record ? 'measurements.edit_title' : 'measurements.add_title')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Row gutter={12}>
          <Col xs={12} sm={8} md={6}>
            <Form.Item
              name="date"
              label={t('measurements.fields.date')}
              rules={[schemaRule(measurementSchema, 'date', t)]}
              htmlFor="measurement-date"
            >
              <DatePicker id="measurement-date" format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8} md={6}>
            <Form.Item
              name="weight"
              label={t('measurements.fields.weight')}
              required
              rules={[schemaRule(measurementSchema, 'weight', t)]}
              htmlFor="measurement-weight"
            >
              <NumberInput id="measurement-weight" suffix="kg" />
            </Form.Item>
          </Col>
          {numberField('height', t, 'cm')}
          {numberField('body_fat', t, '%')}
        </Row>
        <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('measurements.fields.bmi')}>
            <span data-testid="computed-bmi">{shown(bmi)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('measurements.fields.bmi_category')}>
            <BmiCategoryTag category={bmiCategory(bmi)} />
          </Descriptions.Item>
          <Descriptions.Item label={t('measurements.fields.waist_hip_ratio')}>
            {shown(waistHipRatio(figures.waist ?? null, figures.hip ?? null))}
          </Descriptions.Item>
        </Descriptions>
        <Row gutter={12}>
          <Col xs={12} sm={8} md={6}>
            <Form.Item name="sex" label={t('measurements.fields.sex')} htmlFor="measurement-sex">
              <Select
                id="measurement-sex"
                allowClear
                options={SEXES.map((s) => ({ value: s, label: t(`measurements.options.sex.${s}`) }))}
              />
            </Form.Item>
          </Col>
          {writesDetails && SKINFOLDS.map((f) => numberField(f, t, 'mm'))}
        </Row>
        {bodyFat !== null && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('measurements.body_fat_offer', { value: shown(bodyFat) })}
            action={
              <Button size="small" onClick={() => form.setFieldValue('body_fat', bodyFat)}>
                {t('measurements.use_value')}
              </Button>
            }
          />
        )}
        {writesDetails && <Row gutter={12}>{CIRCUMFERENCES.map((f) => numberField(f, t, 'cm'))}</Row>}
        <Form.Item name="notes" label={t('measurements.fields.notes')} htmlFor="measurement-notes">
          <Input.TextArea id="measurement-notes" rows={2} maxLength={1000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('components.actions.save')}
        </Button>{' '}
        <Button onClick={onCancel}>{t('components.actions.cancel')}</Button>
      </Form>
    </Card>
  );
}

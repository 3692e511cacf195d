// A measurement's form: the date, weight and height, body fat, the four skinfolds and the circumferences. The
// BMI, its WHO category and the waist-hip ratio are shown as the figures are typed (the server stores the same
// computation), and body fat from the skinfolds (Durnin–Womersley) is offered once the four and the sex are in.
import './translations';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  SEXES,
  ageOn,
  bmiCategory,
  bmiOf,
  durninWomersley,
  waistHipRatio,
  type Sex,
} from '../../../shared/bodyMetrics';
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

/** Form values: the figures by field name, the date as a Dayjs, the sex and notes. */
type Values = Record<string, number | null | undefined> & { date?: Dayjs; sex?: Sex | null; notes?: string };

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

const numberField = (name: string, label: string, max: number, unit: string) => (
  <Col xs={12} sm={8} md={6} key={name}>
    <Form.Item name={name} label={label} htmlFor={`measurement-${name}`}>
      <InputNumber
        id={`measurement-${name}`}
        min={0}
        max={max}
        step={0.1}
        addonAfter={unit}
        style={{ width: '100%' }}
      />
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
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? {};
  const height = values.height ?? memberHeight;
  const bmi = bmiOf(values.weight ?? null, height ?? null);
  const date = values.date ? values.date.format('YYYY-MM-DD') : null;
  const bodyFat = durninWomersley(
    values as Record<string, number | null>,
    ageOn(birthdate, date),
    values.sex ?? null,
  );
  const initial = (record
    ? { ...record, date: dayjs(record.date) }
    : { date: dayjs(), height: memberHeight }) as unknown as Values;

  const submit = (v: Values) => {
    const body: Record<string, unknown> = { ...v, date: v.date?.format('YYYY-MM-DD') };
    // An emptied figure is sent as null so an edit clears it; notes are text.
    for (const [key, value] of Object.entries(body)) if (value === undefined) body[key] = null;
    body.notes = v.notes ?? '';
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
              rules={[{ required: true, message: t('generic.fields.required') }]}
              htmlFor="measurement-date"
            >
              <DatePicker id="measurement-date" format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8} md={6}>
            <Form.Item
              name="weight"
              label={t('measurements.fields.weight')}
              rules={[{ required: true, message: t('generic.fields.required') }]}
              htmlFor="measurement-weight"
            >
              <InputNumber
                id="measurement-weight"
                min={0}
                max={500}
                step={0.1}
                addonAfter="kg"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          {numberField('height', t('measurements.fields.height'), 300, 'cm')}
          {numberField('body_fat', t('measurements.fields.body_fat'), 80, '%')}
        </Row>
        <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('measurements.fields.bmi')}>
            <span data-testid="computed-bmi">{bmi ?? '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('measurements.fields.bmi_category')}>
            <BmiCategoryTag category={bmiCategory(bmi)} />
          </Descriptions.Item>
          <Descriptions.Item label={t('measurements.fields.waist_hip_ratio')}>
            {waistHipRatio(values.waist ?? null, values.hip ?? null) ?? '—'}
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
          {SKINFOLDS.map((f) => numberField(f, t(`measurements.fields.${f}`), 100, 'mm'))}
        </Row>
        {bodyFat !== null && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('measurements.body_fat_offer', { value: bodyFat })}
            action={
              <Button size="small" onClick={() => form.setFieldValue('body_fat', bodyFat)}>
                {t('measurements.use_value')}
              </Button>
            }
          />
        )}
        <Row gutter={12}>
          {CIRCUMFERENCES.map((f) => numberField(f, t(`measurements.fields.${f}`), 300, 'cm'))}
        </Row>
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

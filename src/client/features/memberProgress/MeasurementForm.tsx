// A measurement's form: the date, weight and height, body fat, the four skinfolds and the circumferences. The
// BMI, its WHO category and the waist-hip ratio are shown as the figures are typed (the server stores the same
// computation), and body fat from the skinfolds (Durnin–Womersley) is offered once the four and the sex are in.
import './translations';
import { Alert, Button, Col, Descriptions, Row, Tag } from 'antd';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
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
} from '../../../shared/bodyMetrics';
import { NumberField, SelectField, TextAreaField } from '../../components/fields';
import { canonicalText, formatNumber, readCanonical } from '../../lib/localeNumber';
import { DatePickerField, today } from './DatePickerField';
import { InlineForm, type RecordFormProps } from './InlineForm';
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
const BASIC = ['weight', 'height', 'body_fat'] as const;
// Skinfolds and circumferences are the measurement's details (MEASUREMENT_DETAILS_*).
const FIGURES = [...BASIC, ...SKINFOLDS, ...CIRCUMFERENCES] as const;
type Figure = (typeof FIGURES)[number];

/** Form values: the figures as NumberField holds them ('70.5', '' for none, a stored figure's number), and the rest. */
type Values = Record<Figure, string | number> & { date: string; sex: Sex | ''; notes: string };

/** A figure the computations may use: typed and readable. */
const figure = (value: unknown): number | null => {
  const read = readCanonical(value);
  return read !== null && Number.isFinite(read) ? read : null;
};

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

interface Props extends RecordFormProps<Measurement> {
  memberHeight: number | null;
  birthdate: string | null;
}

// Ranges and messages are the shared schema's (the server's); the input never clamps.
const numberField = (name: Figure, unit: string, required?: boolean) => (
  <Col xs={12} sm={8} md={6} key={name}>
    <NumberField name={name} id={`measurement-${name}`} suffix={unit} required={required} />
  </Col>
);

function initialValues(record: Measurement | null | undefined, memberHeight: number | null): Values {
  const stored = (record ?? { height: memberHeight }) as Partial<Record<Figure, number | null>>;
  const figures = Object.fromEntries(FIGURES.map((f) => [f, stored[f] ?? '']));
  return {
    ...(figures as Record<Figure, string | number>),
    date: record?.date ?? today(),
    sex: record?.sex ?? '',
    notes: record?.notes ?? '',
  };
}

/** The figures the typed values give: BMI and its category, the waist-hip ratio, body fat from the skinfolds. */
function useFigures(memberHeight: number | null, birthdate: string | null) {
  const { values } = useFormikContext<Values>();
  const figures = Object.fromEntries(FIGURES.map((f) => [f, figure(values[f])])) as Record<
    Figure,
    number | null
  >;
  const bmi = bmiOf(figures.weight, figures.height ?? memberHeight);
  return {
    bmi,
    ratio: waistHipRatio(figures.waist, figures.hip),
    bodyFat: durninWomersley(figures, ageOn(birthdate, values.date || null), values.sex || null),
  };
}

interface FiguresProps {
  memberHeight: number | null;
  birthdate: string | null;
}

function useShown() {
  const { i18n } = useTranslation();
  return (value: number | null) => (value === null ? '—' : formatNumber(value, i18n.language));
}

function Computed({ memberHeight, birthdate }: FiguresProps) {
  const { t } = useTranslation();
  const shown = useShown();
  const { bmi, ratio } = useFigures(memberHeight, birthdate);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 12 }}>
      <Descriptions.Item label={t('measurements.fields.bmi')}>
        <span data-testid="computed-bmi">{shown(bmi)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('measurements.fields.bmi_category')}>
        <BmiCategoryTag category={bmiCategory(bmi)} />
      </Descriptions.Item>
      <Descriptions.Item label={t('measurements.fields.waist_hip_ratio')}>{shown(ratio)}</Descriptions.Item>
    </Descriptions>
  );
}

function BodyFatOffer({ memberHeight, birthdate }: FiguresProps) {
  const { t } = useTranslation();
  const shown = useShown();
  const { setFieldValue } = useFormikContext<Values>();
  const { bodyFat } = useFigures(memberHeight, birthdate);
  if (bodyFat === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('measurements.body_fat_offer', { value: shown(bodyFat) })}
      action={
        <Button size="small" onClick={() => void setFieldValue('body_fat', canonicalText(bodyFat, ''))}>
          {t('measurements.use_value')}
        </Button>
      }
    />
  );
}

export function MeasurementForm({ record, memberHeight, birthdate, onSubmit, ...props }: Props) {
  // Without the details' verb the skinfolds and circumferences are neither shown nor sent.
  const writesDetails = useCan(detailsPermission(RESOURCES.measurements, record ? 'UPDATE' : 'CREATE'));
  // An emptied figure is sent as null so an edit clears it.
  const submit = (v: Values) =>
    onSubmit({
      date: v.date,
      ...Object.fromEntries((writesDetails ? FIGURES : BASIC).map((f) => [f, readCanonical(v[f])])),
      sex: v.sex || null,
      notes: v.notes,
    });
  return (
    <InlineForm<Values>
      {...props}
      def={RESOURCES.measurements}
      record={record}
      initialValues={initialValues(record, memberHeight)}
      schema={measurementSchema}
      onSubmit={submit}
    >
      <Row gutter={12}>
        <Col xs={12} sm={8} md={6}>
          <DatePickerField name="date" id="measurement-date" />
        </Col>
        {numberField('weight', 'kg', true)}
        {numberField('height', 'cm')}
        {numberField('body_fat', '%')}
      </Row>
      <Computed memberHeight={memberHeight} birthdate={birthdate} />
      <Row gutter={12}>
        <Col xs={12} sm={8} md={6}>
          <SelectField name="sex" id="measurement-sex" options={SEXES} allowClear placeholder="" />
        </Col>
        {writesDetails && SKINFOLDS.map((f) => numberField(f, 'mm'))}
      </Row>
      <BodyFatOffer memberHeight={memberHeight} birthdate={birthdate} />
      {writesDetails && <Row gutter={12}>{CIRCUMFERENCES.map((f) => numberField(f, 'cm'))}</Row>}
      <TextAreaField name="notes" id="measurement-notes" rows={2} maxLength={1000} />
    </InlineForm>
  );
}

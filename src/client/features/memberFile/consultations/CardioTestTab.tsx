// /member-edit/{id}/cardio-test (MEMBER_CONSULTATION_CARDIO): resting heart rate, blood pressure, the protocol,
// heart rate at the end of the test and in recovery, and the estimated VO2max from the protocol's published
// formula, named on screen (the server stores the figure it computes the same way).
import './translations';
import { Alert, Col, Form, Input, Row, Select, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEXES } from '../../../../shared/schemas/consultations';
import {
  CARDIO_PROTOCOLS,
  PROTOCOL_INPUTS,
  estimateVo2max,
  type CardioProtocol,
} from '../../../../shared/vo2max';
import { NOT_A_NUMBER, NumberInput } from '../../../components/NumberInput';
import { canonicalText, readCanonical } from '../../../lib/localeNumber';
import type { MemberTabProps } from '../../../shell/memberTabs';
import { QuestionnaireFrame } from './QuestionnaireFrame';
import { useQuestionnaire, type Answers } from './useQuestionnaire';

const UNITS: Record<string, string> = {
  resting_hr: 'bpm',
  bp_systolic: 'mmHg',
  bp_diastolic: 'mmHg',
  hr_exercise: 'bpm',
  hr_recovery: 'bpm',
  age: '',
  weight_kg: 'kg',
  walk_time_min: 'min',
  distance_m: 'm',
};

function MeasureField({
  name,
  answers,
  errors,
  readOnly,
  onChange,
  required,
}: {
  name: string;
  answers: Answers;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (next: Answers) => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const value = answers[name] as string | number | null | undefined;
  // Text that is not a number is kept as typed, so the schema refuses it; say why in the number's words.
  const error = errors[name] && (Number.isNaN(readCanonical(value)) ? NOT_A_NUMBER : errors[name]);
  return (
    <Form.Item
      label={t(`consultations.cardio.fields.${name}`)}
      htmlFor={`cardio-${name}`}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? t(error) : undefined}
    >
      <NumberInput
        id={`cardio-${name}`}
        disabled={readOnly}
        suffix={UNITS[name] || undefined}
        value={value}
        onChange={(read, text) =>
          onChange({ ...answers, [name]: read === null ? undefined : canonicalText(read, text) })
        }
      />
    </Form.Item>
  );
}

export default function CardioTestTab({ memberId, title }: MemberTabProps) {
  const { t, i18n } = useTranslation();
  const q = useQuestionnaire(memberId, 'cardio');
  const { answers, errors, readOnly } = q;
  const protocol = answers.protocol as CardioProtocol | undefined;
  const inputs = protocol
    ? PROTOCOL_INPUTS[protocol].filter((f) => f !== 'hr_exercise' && f !== 'hr_recovery' && f !== 'sex')
    : [];
  const needsSex = protocol ? PROTOCOL_INPUTS[protocol].includes('sex') : false;
  const vo2max = estimateVo2max(answers);
  const field = (name: string, required?: boolean) => (
    <Col xs={24} sm={12} md={8} key={name}>
      <MeasureField
        name={name}
        answers={answers}
        errors={errors}
        readOnly={readOnly}
        onChange={q.setDraft}
        required={required}
      />
    </Col>
  );

  return (
    <QuestionnaireFrame title={title} q={q}>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('consultations.cardio.fields.protocol')}
              htmlFor="cardio-protocol"
              required
              validateStatus={errors.protocol ? 'error' : undefined}
              help={errors.protocol ? t(errors.protocol) : undefined}
            >
              <Select
                id="cardio-protocol"
                disabled={readOnly}
                value={protocol}
                placeholder={t('components.options.placeholder')}
                onChange={(value: string) => q.setDraft({ ...answers, protocol: value })}
                options={CARDIO_PROTOCOLS.map((p) => ({
                  value: p,
                  label: t(`consultations.cardio.protocols.${p}`),
                }))}
              />
            </Form.Item>
          </Col>
          {needsSex && (
            <Col xs={24} md={12}>
              <Form.Item label={t('consultations.cardio.fields.sex')} htmlFor="cardio-sex" required>
                <Select
                  id="cardio-sex"
                  disabled={readOnly}
                  value={answers.sex as string | undefined}
                  onChange={(value: string) => q.setDraft({ ...answers, sex: value })}
                  options={SEXES.map((s) => ({ value: s, label: t(`consultations.cardio.sexes.${s}`) }))}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          {field('resting_hr', true)}
          {field('bp_systolic', true)}
          {field('bp_diastolic', true)}
          {field('hr_exercise', protocol === 'rockport')}
          {field('hr_recovery', protocol === 'queens_college')}
          {inputs.map((name) => field(name, true))}
        </Row>
        {protocol && (
          <Alert
            type="info"
            showIcon
            title={t(`consultations.cardio.formulas.${protocol}.name`)}
            description={
              <>
                <div dir={i18n.dir()}>{t(`consultations.cardio.formulas.${protocol}.formula`)}</div>
                <Statistic
                  title={t('consultations.cardio.fields.vo2max')}
                  value={vo2max ?? '—'}
                  suffix={vo2max === undefined ? undefined : 'ml/kg/min'}
                />
              </>
            }
          />
        )}
        <Form.Item label={t('consultations.note')} htmlFor="cardio-note" style={{ marginTop: 16 }}>
          <Input.TextArea
            id="cardio-note"
            rows={3}
            disabled={readOnly}
            value={(answers.note as string | undefined) ?? ''}
            onChange={(e) => q.setDraft({ ...answers, note: e.target.value })}
          />
        </Form.Item>
      </Form>
    </QuestionnaireFrame>
  );
}

// A workout's form: the date, the duration, notes, and the sets done — each a move of the catalogue with its
// repetitions and weight (numbered per move by the server).
import './translations';
import { Button, Col, Form, Row, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { detailsPermission } from '../../../shared/resourceDef';
import { RESOURCES } from '../../../shared/resources';
import { trainingSchema } from '../../../shared/schemas/memberProgress';
import { useCan } from '../../components/Can';
import { NumberField, OptionField, SelectField, TextField } from '../../components/fields';
import { readCanonical } from '../../lib/localeNumber';
import { DatePickerField, today } from './DatePickerField';
import { InlineForm, type RecordFormProps } from './InlineForm';
import type { Workout } from './types';

interface Props extends RecordFormProps<Workout> {
  /** The member's program days a workout may follow. */
  programDays: { value: number; label: string }[];
}

interface SetValues {
  move_name: string;
  repetitions: string | number;
  weight: string | number;
}
interface Values {
  date: string;
  duration_minutes: string | number;
  program_day_id: number | '';
  notes: string;
  sets?: SetValues[];
}

const newSet: SetValues = { move_name: '', repetitions: 10, weight: '' };

/** The sets done, each a move with its repetitions and weight. */
function Sets() {
  const { t } = useTranslation();
  const { values } = useFormikContext<Values>();
  return (
    <FieldArray name="sets">
      {({ push, remove }) => (
        <>
          {(values.sets ?? []).map((_, i) => (
            <Space key={i} align="baseline" wrap>
              <OptionField
                name={`sets.${i}.move_name`}
                label={t('trainings.fields.move_name')}
                preset="moves"
                style={{ minWidth: 220 }}
              />
              <NumberField
                name={`sets.${i}.repetitions`}
                label={t('trainings.fields.repetitions')}
                required
                style={{ width: 90 }}
              />
              <NumberField
                name={`sets.${i}.weight`}
                label={t('trainings.fields.weight')}
                suffix="kg"
                style={{ width: 110 }}
              />
              <MinusCircleOutlined aria-label={t('components.actions.delete')} onClick={() => remove(i)} />
            </Space>
          ))}
          <Form.Item>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => push(newSet)}>
              {t('trainings.add_set')}
            </Button>
          </Form.Item>
        </>
      )}
    </FieldArray>
  );
}

export function WorkoutForm({ record, programDays, onSubmit, ...props }: Props) {
  // The sets are the workout's details (TRAINING_DETAILS_*): without their verb they are neither shown nor sent.
  const writesSets = useCan(detailsPermission(RESOURCES.trainings, record ? 'UPDATE' : 'CREATE'));
  const initial: Values = {
    date: record?.date ?? today(),
    duration_minutes: record?.duration_minutes ?? '',
    program_day_id: record?.program_day_id ?? '',
    notes: record?.notes ?? '',
    ...(writesSets && {
      sets: record
        ? (record.sets ?? []).map((s) => ({
            move_name: s.move_name,
            repetitions: s.repetitions,
            weight: s.weight ?? '',
          }))
        : [newSet],
    }),
  };
  const submit = (v: Values) =>
    onSubmit({
      date: v.date,
      duration_minutes: readCanonical(v.duration_minutes),
      program_day_id: v.program_day_id === '' ? null : v.program_day_id,
      notes: v.notes,
      ...(v.sets && {
        sets: v.sets.map((s) => ({
          move_name: s.move_name,
          repetitions: readCanonical(s.repetitions),
          weight: readCanonical(s.weight),
        })),
      }),
    });
  return (
    <InlineForm<Values>
      {...props}
      def={RESOURCES.trainings}
      record={record}
      initialValues={initial}
      schema={trainingSchema}
      onSubmit={submit}
    >
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <DatePickerField name="date" id="workout-date" />
        </Col>
        <Col xs={12} md={6}>
          <NumberField name="duration_minutes" id="workout-duration" />
        </Col>
        <Col xs={24} md={6}>
          <SelectField name="program_day_id" options={programDays} allowClear placeholder="" />
        </Col>
        <Col xs={24} md={6}>
          <TextField name="notes" id="workout-notes" maxLength={2000} />
        </Col>
      </Row>
      {writesSets && <Sets />}
    </InlineForm>
  );
}

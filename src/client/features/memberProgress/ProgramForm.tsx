// A training program's form: name, goal, dates, coach, notes, and its days — each with its moves from the move
// catalogue with sets, repetitions, weight, rest and notes.
import './translations';
import { Button, Card, Col, Row, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { detailsPermission } from '../../../shared/resourceDef';
import { RESOURCES } from '../../../shared/resources';
import { PROGRAM_GOALS, trainingProgramSchema } from '../../../shared/schemas/memberProgress';
import { useCan } from '../../components/Can';
import { NumberField, OptionField, SelectField, TextAreaField, TextField } from '../../components/fields';
import { readCanonical } from '../../lib/localeNumber';
import { DatePickerField, today } from './DatePickerField';
import { InlineForm, type RecordFormProps } from './InlineForm';
import type { TrainingProgram } from './types';

const FIGURES = ['sets', 'repetitions', 'weight', 'rest_seconds'] as const;
type Figure = (typeof FIGURES)[number];
/** A move as the form holds it: the figures as NumberField holds them ('' for none). */
type MoveValues = { move_name: string; notes: string } & Record<Figure, string | number>;
interface DayValues {
  title: string;
  moves: MoveValues[];
}
interface Values {
  name: string;
  goal: string;
  start_date: string;
  end_date: string;
  coach_id: number | '';
  notes: string;
  days?: DayValues[];
}

const newMove: MoveValues = {
  move_name: '',
  sets: 3,
  repetitions: 10,
  weight: '',
  rest_seconds: '',
  notes: '',
};

function DayMoves({ day, moves }: { day: number; moves: MoveValues[] }) {
  const { t } = useTranslation();
  const name = `days.${day}.moves`;
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <>
          {moves.map((_, i) => (
            <Space key={i} align="baseline" wrap>
              <OptionField
                name={`${name}.${i}.move_name`}
                label={t('trainingPrograms.fields.move_name')}
                preset="moves"
                style={{ minWidth: 200 }}
              />
              {FIGURES.map((f) => (
                <NumberField
                  key={f}
                  name={`${name}.${i}.${f}`}
                  label={t(`trainingPrograms.fields.${f}`)}
                  style={{ width: 90 }}
                />
              ))}
              <TextField
                name={`${name}.${i}.notes`}
                label={t('trainingPrograms.fields.notes')}
                maxLength={500}
              />
              <MinusCircleOutlined aria-label={t('components.actions.delete')} onClick={() => remove(i)} />
            </Space>
          ))}
          <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => push(newMove)}>
            {t('trainingPrograms.add_move')}
          </Button>
        </>
      )}
    </FieldArray>
  );
}

/** The program's days, numbered by their place, each with its moves. */
function Days() {
  const { t } = useTranslation();
  const { values } = useFormikContext<Values>();
  return (
    <FieldArray name="days">
      {({ push, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {(values.days ?? []).map((day, i) => (
            <Card
              key={i}
              size="small"
              title={t('trainingPrograms.day', { number: i + 1 })}
              extra={
                <MinusCircleOutlined aria-label={t('components.actions.delete')} onClick={() => remove(i)} />
              }
            >
              <TextField
                name={`days.${i}.title`}
                label={t('trainingPrograms.fields.day_title')}
                maxLength={255}
              />
              <DayMoves day={i} moves={day.moves} />
            </Card>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => push({ title: '', moves: [] } satisfies DayValues)}
          >
            {t('trainingPrograms.add_day')}
          </Button>
        </Space>
      )}
    </FieldArray>
  );
}

export function ProgramForm({ record, onSubmit, ...props }: RecordFormProps<TrainingProgram>) {
  // Days and moves are the program's details (TRAINING_PROGRAM_DETAILS_*): without their verb, not sent.
  const writesDays = useCan(detailsPermission(RESOURCES.trainingPrograms, record ? 'UPDATE' : 'CREATE'));
  const initial: Values = {
    name: record?.name ?? '',
    goal: record ? record.goal : 'general',
    start_date: record?.start_date ?? today(),
    end_date: record?.end_date ?? '',
    coach_id: record?.coach_id ?? '',
    notes: record?.notes ?? '',
    ...(writesDays && {
      days: (record?.days ?? []).map((d) => ({
        title: d.title ?? '',
        moves: (d.moves ?? []).map((m) => ({
          move_name: m.move_name,
          ...(Object.fromEntries(FIGURES.map((f) => [f, m[f] ?? ''])) as Record<Figure, string | number>),
          notes: m.notes ?? '',
        })),
      })),
    }),
  };
  const submit = (v: Values) =>
    onSubmit({
      name: v.name,
      goal: v.goal,
      start_date: v.start_date,
      end_date: v.end_date || null,
      coach_id: v.coach_id === '' ? null : v.coach_id,
      notes: v.notes,
      ...(v.days && {
        days: v.days.map((d) => ({
          title: d.title,
          moves: d.moves.map((m) => ({
            move_name: m.move_name,
            ...Object.fromEntries(FIGURES.map((f) => [f, readCanonical(m[f])])),
            notes: m.notes,
          })),
        })),
      }),
    });
  return (
    <InlineForm<Values>
      {...props}
      def={RESOURCES.trainingPrograms}
      record={record}
      initialValues={initial}
      schema={trainingProgramSchema}
      onSubmit={submit}
      footerStyle={{ marginTop: 16 }}
    >
      {/* The coach select needs 180 px (OptionSelect's minimum): its column gets 6 of 24, the name's 6. */}
      <Row gutter={12}>
        <Col xs={24} md={6}>
          <TextField name="name" id="program-name" maxLength={255} />
        </Col>
        <Col xs={12} md={4}>
          <SelectField name="goal" options={PROGRAM_GOALS} placeholder="" />
        </Col>
        <Col xs={12} md={4}>
          <DatePickerField name="start_date" />
        </Col>
        <Col xs={12} md={4}>
          <DatePickerField name="end_date" />
        </Col>
        <Col xs={12} md={6}>
          <OptionField name="coach_id" preset="coach" allowClear />
        </Col>
      </Row>
      <TextAreaField name="notes" rows={2} maxLength={2000} />
      {writesDays && <Days />}
    </InlineForm>
  );
}

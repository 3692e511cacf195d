// A training program's form: name, goal, dates, coach, notes, and its days — each with its moves from the move
// catalogue with sets, repetitions, weight, rest and notes.
import './translations';
import { Alert, Button, Card, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { detailsPermission } from '../../../shared/resourceDef';
import { RESOURCES } from '../../../shared/resources';
import {
  PROGRAM_GOALS,
  programMoveSchema,
  trainingProgramSchema,
} from '../../../shared/schemas/memberProgress';
import { useCan } from '../../components/Can';
import { NumberInput } from '../../components/NumberInput';
import { OptionSelect } from '../../components/OptionSelect';
import { schemaRule } from '../../components/schemaRule';
import type { TrainingProgram } from './types';

type Values = Omit<Partial<TrainingProgram>, 'start_date' | 'end_date'> & {
  start_date?: Dayjs;
  end_date?: Dayjs | null;
};

interface Props {
  record?: TrainingProgram | null;
  saving: boolean;
  error?: string | null;
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}

function DayMoves({ day }: { day: number }) {
  const { t } = useTranslation();
  return (
    <Form.List name={[day, 'moves']}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item
                name={[field.name, 'move_name']}
                label={t('trainingPrograms.fields.move_name')}
                rules={[schemaRule(programMoveSchema, 'move_name', t)]}
              >
                <OptionSelect preset="moves" style={{ minWidth: 200 }} />
              </Form.Item>
              {(['sets', 'repetitions', 'weight', 'rest_seconds'] as const).map((f) => (
                <Form.Item
                  key={f}
                  name={[field.name, f]}
                  label={t(`trainingPrograms.fields.${f}`)}
                  rules={[schemaRule(programMoveSchema, f, t)]}
                >
                  <NumberInput style={{ width: 90 }} />
                </Form.Item>
              ))}
              <Form.Item name={[field.name, 'notes']} label={t('trainingPrograms.fields.notes')}>
                <Input maxLength={500} />
              </Form.Item>
              <MinusCircleOutlined
                aria-label={t('components.actions.delete')}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button
            type="dashed"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => add({ sets: 3, repetitions: 10 })}
          >
            {t('trainingPrograms.add_move')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

export function ProgramForm({ record, saving, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  // Days and moves are the program's details (TRAINING_PROGRAM_DETAILS_*): without their verb, not sent.
  const writesDays = useCan(detailsPermission(RESOURCES.trainingPrograms, record ? 'UPDATE' : 'CREATE'));
  const initial: Values = record
    ? {
        ...record,
        start_date: dayjs(record.start_date),
        end_date: record.end_date ? dayjs(record.end_date) : null,
      }
    : { goal: 'general', start_date: dayjs(), days: [] };
  const submit = (v: Values) =>
    onSubmit({
      name: v.name,
      goal: v.goal ?? '',
      start_date: v.start_date?.format('YYYY-MM-DD'),
      end_date: v.end_date ? v.end_date.format('YYYY-MM-DD') : null,
      coach_id: v.coach_id ?? null,
      notes: v.notes ?? '',
      ...(writesDays && {
        days: (v.days ?? []).map((d) => ({ title: d.title ?? '', moves: d.moves ?? [] })),
      }),
    });
  return (
    <Card size="small" title={t(record ? 'trainingPrograms.edit_title' : 'trainingPrograms.add_title')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" initialValues={initial} onFinish={submit}>
        {/* The coach select needs 180 px (OptionSelect's minimum): its column gets 6 of 24, the name's 6. */}
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item
              name="name"
              label={t('trainingPrograms.fields.name')}
              rules={[schemaRule(trainingProgramSchema, 'name', t)]}
              htmlFor="program-name"
            >
              <Input id="program-name" maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="goal" label={t('trainingPrograms.fields.goal')}>
              <Select
                options={PROGRAM_GOALS.map((g) => ({
                  value: g,
                  label: t(`trainingPrograms.options.goal.${g}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="start_date"
              label={t('trainingPrograms.fields.start_date')}
              rules={[schemaRule(trainingProgramSchema, 'start_date', t)]}
            >
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="end_date" label={t('trainingPrograms.fields.end_date')}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="coach_id" label={t('trainingPrograms.fields.coach_id')}>
              <OptionSelect preset="coach" allowClear />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="notes" label={t('trainingPrograms.fields.notes')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        {writesDays && (
          <Form.List name="days">
            {(fields, { add, remove }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.map((field, i) => (
                  <Card
                    key={field.key}
                    size="small"
                    title={t('trainingPrograms.day', { number: i + 1 })}
                    extra={
                      <MinusCircleOutlined
                        aria-label={t('components.actions.delete')}
                        onClick={() => remove(field.name)}
                      />
                    }
                  >
                    <Form.Item name={[field.name, 'title']} label={t('trainingPrograms.fields.day_title')}>
                      <Input maxLength={255} />
                    </Form.Item>
                    <DayMoves day={field.name} />
                  </Card>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ title: '', moves: [] })}>
                  {t('trainingPrograms.add_day')}
                </Button>
              </Space>
            )}
          </Form.List>
        )}
        <div style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('components.actions.save')}
          </Button>{' '}
          <Button onClick={onCancel}>{t('components.actions.cancel')}</Button>
        </div>
      </Form>
    </Card>
  );
}

// A workout's form: the date, the duration, notes, and the sets done — each a move of the catalogue with its
// repetitions and weight (numbered per move by the server).
import './translations';
import { Alert, Button, Card, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { detailsPermission } from '../../../shared/resourceDef';
import { RESOURCES } from '../../../shared/resources';
import { trainingSchema, trainingSetSchema } from '../../../shared/schemas/memberProgress';
import { useCan } from '../../components/Can';
import { NumberInput } from '../../components/NumberInput';
import { OptionSelect } from '../../components/OptionSelect';
import { schemaRule } from '../../components/schemaRule';
import type { Workout } from './types';

interface Props {
  record?: Workout | null;
  /** The member's program days a workout may follow. */
  programDays: { value: number; label: string }[];
  saving: boolean;
  error?: string | null;
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}

type Values = Omit<Partial<Workout>, 'date'> & { date?: Dayjs };

export function WorkoutForm({ record, programDays, saving, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  // The sets are the workout's details (TRAINING_DETAILS_*): without their verb they are neither shown nor sent.
  const writesSets = useCan(detailsPermission(RESOURCES.trainings, record ? 'UPDATE' : 'CREATE'));
  const initial: Values = record
    ? { ...record, date: dayjs(record.date) }
    : { date: dayjs(), sets: [{ move_name: '', set_number: 1, repetitions: 10, weight: null }] };
  return (
    <Card size="small" title={t(record ? 'trainings.edit_title' : 'trainings.add_title')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form
        layout="vertical"
        initialValues={initial}
        onFinish={(v: Values) =>
          onSubmit({
            date: v.date?.format('YYYY-MM-DD'),
            duration_minutes: v.duration_minutes ?? null,
            program_day_id: v.program_day_id ?? null,
            notes: v.notes ?? '',
            ...(writesSets && {
              sets: (v.sets ?? []).map(({ move_name, repetitions, weight }) => ({
                move_name,
                repetitions,
                weight,
              })),
            }),
          })
        }
      >
        <Row gutter={12}>
          <Col xs={12} md={6}>
            <Form.Item
              name="date"
              label={t('trainings.fields.date')}
              rules={[schemaRule(trainingSchema, 'date', t)]}
              htmlFor="workout-date"
            >
              <DatePicker id="workout-date" format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="duration_minutes"
              label={t('trainings.fields.duration_minutes')}
              htmlFor="workout-duration"
              rules={[schemaRule(trainingSchema, 'duration_minutes', t)]}
            >
              <NumberInput id="workout-duration" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="program_day_id" label={t('trainings.fields.program_day_id')}>
              <Select allowClear options={programDays} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="notes" label={t('trainings.fields.notes')} htmlFor="workout-notes">
              <Input id="workout-notes" maxLength={2000} />
            </Form.Item>
          </Col>
        </Row>
        {writesSets && (
          <Form.List name="sets">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item
                      name={[field.name, 'move_name']}
                      label={t('trainings.fields.move_name')}
                      rules={[schemaRule(trainingSetSchema, 'move_name', t)]}
                    >
                      <OptionSelect preset="moves" style={{ minWidth: 220 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'repetitions']}
                      label={t('trainings.fields.repetitions')}
                      required
                      rules={[schemaRule(trainingSetSchema, 'repetitions', t)]}
                    >
                      <NumberInput style={{ width: 90 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'weight']}
                      label={t('trainings.fields.weight')}
                      rules={[schemaRule(trainingSetSchema, 'weight', t)]}
                    >
                      <NumberInput suffix="kg" style={{ width: 110 }} />
                    </Form.Item>
                    <MinusCircleOutlined
                      aria-label={t('components.actions.delete')}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Form.Item>
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ repetitions: 10 })}>
                    {t('trainings.add_set')}
                  </Button>
                </Form.Item>
              </>
            )}
          </Form.List>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('components.actions.save')}
        </Button>{' '}
        <Button onClick={onCancel}>{t('components.actions.cancel')}</Button>
      </Form>
    </Card>
  );
}

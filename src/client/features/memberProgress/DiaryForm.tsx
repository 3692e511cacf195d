// A food diary day: the date, notes, and per meal (breakfast, lunch, dinner, snacks) what was eaten — a food of
// the foods area with one of its portions (or grams) and an amount, or free text.
import './translations';
import { useEffect } from 'react';
import { Alert, Button, Card, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MEALS, diaryItemSchema, diarySchema } from '../../../shared/schemas/memberProgress';
import { useEntityDispatch } from '../../components/entityBinding';
import { NumberInput } from '../../components/NumberInput';
import { OptionSelect } from '../../components/OptionSelect';
import { schemaRule } from '../../components/schemaRule';
import { entities } from '../../store/entities';
import { useAppSelector } from '../../store/hooks';
import type { Diary } from './types';

type Values = Omit<Partial<Diary>, 'date'> & { date?: Dayjs };

/** A food's portions (GET foods/{id}/portions); none chosen means the amount is in grams. */
function PortionSelect({
  foodId,
  value,
  onChange,
}: {
  foodId?: number | null;
  value?: number | null;
  onChange?: (v: number | null) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useEntityDispatch();
  const parent = foodId ? { food_id: foodId } : undefined;
  useEffect(() => {
    if (parent) void dispatch(entities.foodPortions.thunks.search({ parent }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, foodId]);
  const portions = useAppSelector((s) =>
    parent ? entities.foodPortions.selectors.selectListRecords(s, parent) : [],
  );
  return (
    <Select
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={!foodId}
      placeholder={t('diaries.grams')}
      style={{ minWidth: 160 }}
      options={portions.map((p) => ({ value: p.id, label: `${p.name_tr} (${p.grams} g)` }))}
    />
  );
}

interface Props {
  record?: Diary | null;
  saving: boolean;
  error?: string | null;
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}

export function DiaryForm({ record, saving, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const initial: Values = record
    ? { ...record, date: dayjs(record.date) }
    : {
        date: dayjs(),
        items: [{ meal: 'breakfast', food_id: null, portion_id: null, amount: null, text: '' }],
      };
  return (
    <Card size="small" title={t(record ? 'diaries.edit_title' : 'diaries.add_title')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v: Values) =>
          onSubmit({
            date: v.date?.format('YYYY-MM-DD'),
            notes: v.notes ?? '',
            items: (v.items ?? []).map(({ meal, food_id, portion_id, amount, text }) => ({
              meal,
              food_id: food_id ?? null,
              portion_id: portion_id ?? null,
              amount: amount ?? null,
              text: text ?? '',
            })),
          })
        }
      >
        <Row gutter={12}>
          <Col xs={12} md={6}>
            <Form.Item
              name="date"
              label={t('diaries.fields.date')}
              rules={[schemaRule(diarySchema, 'date', t)]}
            >
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Form.Item name="notes" label={t('diaries.fields.notes')}>
              <Input maxLength={2000} />
            </Form.Item>
          </Col>
        </Row>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'meal']} label={t('diaries.fields.meal')}>
                    <Select
                      style={{ minWidth: 130 }}
                      options={MEALS.map((m) => ({ value: m, label: t(`diaries.options.meal.${m}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'food_id']} label={t('diaries.fields.food_id')}>
                    <OptionSelect preset="foods" allowClear style={{ minWidth: 200 }} />
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() => (
                      <Form.Item name={[field.name, 'portion_id']} label={t('diaries.fields.portion_id')}>
                        <PortionSelect
                          foodId={form.getFieldValue(['items', field.name, 'food_id']) as number | null}
                        />
                      </Form.Item>
                    )}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'amount']}
                    label={t('diaries.fields.amount')}
                    rules={[schemaRule(diaryItemSchema, 'amount', t)]}
                  >
                    <NumberInput style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'text']} label={t('diaries.fields.text')}>
                    <Input maxLength={500} />
                  </Form.Item>
                  <MinusCircleOutlined
                    aria-label={t('components.actions.delete')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Form.Item>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ meal: 'snacks', text: '' })}
                >
                  {t('diaries.add_item')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('components.actions.save')}
        </Button>{' '}
        <Button onClick={onCancel}>{t('components.actions.cancel')}</Button>
      </Form>
    </Card>
  );
}

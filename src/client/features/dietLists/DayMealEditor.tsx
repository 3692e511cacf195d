// The list's days and meals (breakfast, lunch, dinner, snacks): add or remove days, add foods or recipes to a
// meal, and see each meal's and each day's totals against the member's daily target as the list is written.
// It edits the form's `items` and `day_count`; the totals come from the shared dietTotals (as in the PDF).
import { useMemo } from 'react';
import { Alert, Button, Card, Flex, Space, Table, Typography } from 'antd';
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { dietTotals } from '../../../shared/dietTotals';
import { MAX_DIET_DAYS, MEALS, type Meal } from '../../../shared/schemas/dietLists';
import { AddItemForm } from './AddItemForm';
import { DayTotal, NutrientLine } from './DietTotals';
import { amountLabel, kcal, type DietListFormValues } from './dietListValues';
import type { DietListItem } from './types';

export interface DayMealEditorProps {
  /** The member's target_daily_calorie (0: none). */
  target: number;
  disabled?: boolean;
}

export function DayMealEditor({ target, disabled }: DayMealEditorProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const { values, setFieldValue } = useFormikContext<DietListFormValues>();
  const { items, day_count: dayCount } = values;
  const totals = useMemo(() => dietTotals(items, dayCount, target), [items, dayCount, target]);

  const setItems = (next: DietListItem[]) => void setFieldValue('items', next);
  const addDay = () => void setFieldValue('day_count', Math.min(MAX_DIET_DAYS, dayCount + 1));
  const removeDay = () => {
    if (dayCount <= 1) return;
    void setFieldValue('day_count', dayCount - 1);
    setItems(items.filter((item) => item.day < dayCount));
  };

  const columns = (meal: Meal) => [
    {
      key: 'name',
      title: t('dietLists.pdf.food'),
      render: (item: DietListItem) => (english ? item.name_en || item.name_tr : item.name_tr),
    },
    {
      key: 'amount',
      title: t('dietLists.pdf.amount'),
      render: (item: DietListItem) => (
        <bdi>{amountLabel(item, t('dietLists.editor.servings'), i18n.language)}</bdi>
      ),
    },
    {
      key: 'kcal',
      title: 'kcal',
      align: 'end' as const,
      render: (item: DietListItem) => kcal(item.nutrients),
    },
    {
      key: 'remove',
      width: 48,
      render: (item: DietListItem) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={disabled}
          aria-label={`${t('dietLists.editor.remove_item')} ${item.name_tr ?? ''} (${t(`dietLists.meals.${meal}`)})`}
          onClick={() => setItems(items.filter((other) => other !== item))}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      {totals.map((day) => (
        <Card
          key={day.day}
          size="small"
          title={t('dietLists.editor.day', { day: day.day })}
          data-testid={`day-${day.day}`}
          extra={<DayTotal day={day} target={target} />}
        >
          <Flex vertical gap="small">
            {MEALS.map((meal) => {
              const ofMeal = items.filter((item) => item.day === day.day && item.meal === meal);
              const mealLabel = t(`dietLists.meals.${meal}`);
              return (
                <section
                  key={meal}
                  aria-label={`${t('dietLists.editor.day', { day: day.day })} ${mealLabel}`}
                >
                  <Flex justify="space-between" align="center" wrap gap="small">
                    <Typography.Title level={5} style={{ margin: 0 }}>
                      {mealLabel}
                    </Typography.Title>
                    {ofMeal.length > 0 && (
                      <Space data-testid={`meal-total-${day.day}-${meal}`}>
                        <Typography.Text type="secondary">
                          {t('dietLists.editor.meal_total')}:
                        </Typography.Text>
                        <NutrientLine n={day.meals[meal]} />
                      </Space>
                    )}
                  </Flex>
                  {ofMeal.length > 0 ? (
                    <Table<DietListItem>
                      size="small"
                      pagination={false}
                      rowKey={(item) => String(items.indexOf(item))}
                      columns={columns(meal)}
                      dataSource={ofMeal}
                      style={{ margin: '8px 0' }}
                    />
                  ) : (
                    <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
                      {t('dietLists.editor.empty_meal')}
                    </Typography.Paragraph>
                  )}
                  {!disabled && (
                    <AddItemForm
                      day={day.day}
                      meal={meal}
                      mealLabel={mealLabel}
                      onAdd={(item) => setItems([...items, item])}
                    />
                  )}
                </section>
              );
            })}
          </Flex>
        </Card>
      ))}
      {!disabled && (
        <Space>
          <Button icon={<PlusOutlined />} onClick={addDay} disabled={dayCount >= MAX_DIET_DAYS}>
            {t('dietLists.editor.add_day')}
          </Button>
          <Button icon={<MinusOutlined />} onClick={removeDay} disabled={dayCount <= 1}>
            {t('dietLists.editor.remove_day')}
          </Button>
        </Space>
      )}
      {target <= 0 && <Alert type="info" showIcon title={t('dietLists.editor.no_target')} />}
    </Flex>
  );
}

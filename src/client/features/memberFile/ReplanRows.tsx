// The replanning form's parts: a due day and an amount per row, a row added or removed (1 to 12), the balance
// spread evenly over the rows, and the rows' total against the balance — red, with what is short or over, while
// they differ (the server refuses such a plan).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Space, Typography } from 'antd';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { toLira } from '../../../shared/money/amount';
import { INSTALMENTS_MAX } from '../../../shared/money/instalments';
import { DateField, NumberField } from '../../components/fields';
import { MoneyText } from '../../components/MoneyText';
import { addedRow, rowsTotal, spreadEvenly, type ReplanRow, type ReplanValues } from './replanValues';

/** "Toplam: X / Kalan borç: Y", each amount kept whole in right-to-left pages by MoneyText's bdi. */
function TotalLine({ rows, balance }: { rows: readonly ReplanRow[]; balance: number }) {
  const { t } = useTranslation();
  const total = rowsTotal(rows);
  const difference = total - balance;
  return (
    <Typography.Paragraph
      type={difference === 0 ? undefined : 'danger'}
      data-testid="replan-total"
      data-differs={difference !== 0}
      aria-live="polite"
    >
      {t('payments.screen.replan.total')}: <MoneyText lira={toLira(total)} /> /{' '}
      {t('payments.screen.money.balance')}: <MoneyText lira={toLira(balance)} />
      {difference !== 0 && (
        <>
          {' · '}
          {t(difference < 0 ? 'payments.screen.replan.short' : 'payments.screen.replan.over')}:{' '}
          <MoneyText lira={toLira(Math.abs(difference))} />
        </>
      )}
    </Typography.Paragraph>
  );
}

/** The rows of `instalments`; `balance` in kuruş. */
export function ReplanRows({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const { values, errors, submitCount, setFieldValue } = useFormikContext<ReplanValues>();
  const rows = values.instalments;
  // Only a count out of 1–12 fails on the list itself; the buttons keep it in, this says it if it ever is not.
  const listError = getIn(errors, 'instalments') as unknown;
  return (
    <FieldArray name="instalments">
      {({ push, remove }) => (
        <>
          {rows.map((row, i) => {
            const no = i + 1;
            return (
              <Flex key={row.key} gap="small" wrap align="flex-start">
                <DateField
                  name={`instalments.${i}.due_date`}
                  label={t('payments.screen.replan.due_date', { no })}
                  required
                />
                <NumberField
                  name={`instalments.${i}.amount`}
                  label={t('payments.screen.replan.amount', { no })}
                  suffix="₺"
                  required
                  style={{ width: 160 }}
                />
                {/* An empty label lines the button up with the inputs, under their labels. */}
                <Form.Item label=" " colon={false}>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('payments.screen.replan.remove', { no })}
                    title={t('payments.screen.replan.remove', { no })}
                    disabled={rows.length <= 1}
                    onClick={() => remove(i)}
                  />
                </Form.Item>
              </Flex>
            );
          })}
          {submitCount > 0 && typeof listError === 'string' && (
            <Typography.Paragraph type="danger">{t(listError)}</Typography.Paragraph>
          )}
          <Space wrap style={{ marginBottom: 12 }}>
            <Button
              icon={<PlusOutlined />}
              disabled={rows.length >= INSTALMENTS_MAX}
              onClick={() => push(addedRow(rows, balance))}
            >
              {t('payments.screen.replan.add')}
            </Button>
            <Button onClick={() => void setFieldValue('instalments', spreadEvenly(rows, balance))}>
              {t('payments.screen.replan.spread')}
            </Button>
          </Space>
          <TotalLine rows={rows} balance={balance} />
        </>
      )}
    </FieldArray>
  );
}

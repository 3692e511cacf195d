// The sale's money, on a new package only: with an instalment payment type the number of parts (2–12) and the
// first due day (the start when left empty), and the plan those make shown before saving — equal monthly parts,
// the kuruş left over on the last, exactly as the server will write it. 'Take the first payment now' (with
// PAYMENTS_CREATE) records the first part, or the whole price without a plan, right after the sale.
import './paymentTranslations';
import { useEffect } from 'react';
import { Checkbox, Form, Table, Typography } from 'antd';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { toLira, toKurus } from '../../../shared/money/amount';
import type { PlannedInstalment } from '../../../shared/money/instalments';
import { isInstalmentPaymentType } from '../../../shared/schemas/memberPackages';
import { PAYMENT_METHODS } from '../../../shared/schemas/payments';
import { DateField, NumberField, SelectField } from '../../components/fields';
import { useCan } from '../../components/Can';
import { MoneyText, moneyText } from '../../components/MoneyText';
import { methodFor, salePlan } from './packageMoney';
import { planPartColumns } from './planColumns';

/** The sale form's money fields (beside the package's own). */
export interface SalePlanValues {
  instalments: number | '';
  first_due_date: string;
  take_payment: boolean;
  payment_method: string;
}

export const newSalePlanValues = (): SalePlanValues => ({
  instalments: '',
  first_due_date: '',
  take_payment: false,
  payment_method: '',
});

type SaleValues = SalePlanValues & { payment_type: string; price: string; starttime: string };

/** The plan the values make (null: none yet, or none asked for). */
export function planOf(values: SaleValues): PlannedInstalment[] | null {
  if (!isInstalmentPaymentType(values.payment_type)) return null;
  return salePlan(values.price, values.instalments, values.first_due_date || values.starttime);
}

/** What the first payment would be, in kuruş: the plan's first part, or the whole price (0: nothing to take). */
export function firstPaymentOf(values: SaleValues): number {
  const plan = planOf(values);
  if (plan) return plan[0]!.amount;
  const price = toKurus(values.price === '' ? NaN : Number(values.price));
  return price ?? 0;
}

/** The payment to record after the sale, or null when none was asked for. */
export function firstPaymentBody(values: SaleValues): { amount: number; method: string } | null {
  const amount = firstPaymentOf(values);
  if (!values.take_payment || amount <= 0 || values.payment_method === '') return null;
  return { amount: toLira(amount), method: values.payment_method };
}

function PlanPreview({ plan }: { plan: PlannedInstalment[] }) {
  const { t } = useTranslation();
  const total = plan.reduce((sum, part) => sum + part.amount, 0);
  const title = t('payments.screen.sale.plan_title');
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Table<PlannedInstalment>
        size="small"
        rowKey="no"
        pagination={false}
        dataSource={plan}
        scroll={{ x: true }}
        columns={[
          ...planPartColumns<PlannedInstalment>(t),
          {
            key: 'amount',
            title: t('payments.screen.plan.amount'),
            render: (_, part) => <MoneyText lira={toLira(part.amount)} />,
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              {t('payments.screen.plan.total')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1}>
              <span data-testid="plan-total">
                <MoneyText lira={toLira(total)} />
              </span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </section>
  );
}

function FirstPayment({ amount }: { amount: number }) {
  const { t, i18n } = useTranslation();
  const [field, , helpers] = useField<boolean>('take_payment');
  const methods = PAYMENT_METHODS.map((value) => ({ value, label: t(`payments.options.method.${value}`) }));
  return (
    <>
      <Form.Item>
        <Checkbox
          id="field-take_payment"
          checked={field.value}
          onChange={(e) => void helpers.setValue(e.target.checked)}
        >
          {t('payments.screen.sale.take_first', { amount: moneyText(toLira(amount), i18n.language) })}
        </Checkbox>
      </Form.Item>
      {field.value && (
        <SelectField name="payment_method" label={t('payments.fields.method')} options={methods} required />
      )}
    </>
  );
}

export function SalePlanFields() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<SaleValues>();
  const canPay = useCan('PAYMENTS_CREATE');
  const instalmentType = isInstalmentPaymentType(values.payment_type);
  // Another payment type: a plan belonged to the instalment types, and the method follows the type.
  useEffect(() => {
    if (instalmentType) return;
    void setFieldValue('instalments', '');
    void setFieldValue('first_due_date', '');
  }, [instalmentType, setFieldValue]);
  useEffect(() => {
    void setFieldValue('payment_method', methodFor(values.payment_type));
  }, [values.payment_type, setFieldValue]);
  const plan = planOf(values);
  const first = firstPaymentOf(values);
  return (
    <>
      {instalmentType && (
        <>
          <NumberField name="instalments" extra={t('payments.screen.sale.instalments_hint')} />
          <DateField name="first_due_date" extra={t('payments.screen.sale.first_due_hint')} />
        </>
      )}
      {plan && <PlanPreview plan={plan} />}
      {canPay && values.payment_type !== 'unpaid' && first > 0 && <FirstPayment amount={first} />}
    </>
  );
}

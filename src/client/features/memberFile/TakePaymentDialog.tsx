// 'Tahsilat al' on a package (PAYMENTS_CREATE): the amount starts as what is due now (the overdue parts and the
// next one, at most the balance), the method as the package's payment type suggests, the day as today, and a
// note. Checked by the shared paymentSchema; an amount over the balance (409 overpayment, also when another desk
// was quicker) shows the server's message, naming the balance, under the amount.
import './paymentTranslations';
import { useMemo, useRef, useState } from 'react';
import { Alert, Form as AntForm, Modal, Skeleton, Typography } from 'antd';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { businessDay } from '../../../shared/businessDay';
import { toLira } from '../../../shared/money/amount';
import type { MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import { PAYMENT_METHODS, paymentSchema, type PaymentRecord } from '../../../shared/schemas/payments';
import { DateField, NumberField, SelectField, TextAreaField } from '../../components/fields';
import { moneyText } from '../../components/MoneyText';
import { ResourceContext, resourceInfo } from '../../components/ResourceContext';
import { serverFieldStatus } from '../../components/serverFieldErrors';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch } from '../../store/hooks';
import { dueNow, methodFor } from './packageMoney';
import { packageName } from './packageName';
import { useInstalments } from './useInstalments';
import { leftToRight } from '../../lib/leftToRight';

const payments = entities.packagePayments;
const info = resourceInfo(payments.def);

export interface PaymentValues {
  amount: string;
  method: string;
  paid_at: string;
  note: string;
}

/** The body of a payment: the amount as a number, no empty note. */
export const paymentBody = (values: PaymentValues) => ({
  amount: Number(values.amount),
  method: values.method,
  paid_at: values.paid_at,
  ...(values.note.trim() === '' ? {} : { note: values.note }),
});

export interface TakePaymentDialogProps {
  pkg: MemberPackageRecord;
  onClose: () => void;
  /** After the payment was taken (the package's money changed). */
  onTaken?: (payment: PaymentRecord) => void;
}

export function TakePaymentDialog({ pkg, onClose, onTaken }: TakePaymentDialogProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const plan = useInstalments(pkg);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<FormikProps<PaymentValues>>(null);
  const due = dueNow(pkg, plan.plan);
  const initialValues = useMemo<PaymentValues>(
    () => ({
      amount: due > 0 ? String(toLira(due)) : '',
      method: methodFor(pkg.payment_type),
      paid_at: businessDay(),
      note: '',
    }),
    [due, pkg.payment_type],
  );

  const submit = async (values: PaymentValues, helpers: FormikHelpers<PaymentValues>) => {
    setError(null);
    helpers.setStatus(undefined);
    setSaving(true);
    const { create } = payments.thunks;
    const result = await dispatch(
      create({
        parent: { member_id: pkg.member_id, member_package_id: pkg.id },
        body: paymentBody(values),
      }),
    );
    setSaving(false);
    if (create.fulfilled.match(result)) {
      const payment = result.payload as PaymentRecord;
      toast.success(t('payments.screen.take.done', { receipt: leftToRight(payment.receipt_no) }));
      onTaken?.(payment);
      onClose();
      return;
    }
    const message = result.payload ?? t('generic.errors.unexpected_error');
    // Over the balance: the server's message names it, under the amount while it holds the refused value.
    if (result.meta.code === 'overpayment')
      helpers.setStatus(serverFieldStatus({ amount: message }, { ...values }));
    else if (result.meta.fields) helpers.setStatus(serverFieldStatus(result.meta.fields, { ...values }));
    else setError(message);
  };

  const title = `${t('payments.screen.take.title')}: ${packageName(pkg, t)}`;
  return (
    <ResourceContext.Provider value={info}>
      <Modal
        open
        // A long package name wraps before the close button rather than under it.
        title={<span style={{ display: 'block', paddingInlineEnd: 24 }}>{title}</span>}
        okText={t('payments.screen.take.save')}
        cancelText={t('components.actions.cancel')}
        onOk={() => void form.current?.submitForm()}
        okButtonProps={{ disabled: !plan.settled }}
        confirmLoading={saving}
        onCancel={onClose}
        destroyOnHidden
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        {!plan.settled ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          // Mounted once the plan is read: the amount starts as what it says is due.
          <Formik<PaymentValues>
            innerRef={form}
            initialValues={initialValues}
            validationSchema={paymentSchema}
            onSubmit={submit}
          >
            <Form noValidate>
              <AntForm layout="vertical" component={false}>
                <Typography.Paragraph type="secondary" data-testid="due-now">
                  {t('payments.screen.take.due_now', {
                    amount: moneyText(toLira(due), i18n.language),
                    balance: moneyText(pkg.balance ?? 0, i18n.language),
                  })}
                </Typography.Paragraph>
                <NumberField name="amount" required extra={t('memberPackages.price_currency')} />
                <SelectField name="method" options={PAYMENT_METHODS} required />
                <DateField name="paid_at" required />
                <TextAreaField name="note" />
                {/* Enter submits, as in every form. */}
                <button type="submit" hidden aria-hidden tabIndex={-1} />
              </AntForm>
            </Form>
          </Formik>
        )}
      </Modal>
    </ResourceContext.Provider>
  );
}

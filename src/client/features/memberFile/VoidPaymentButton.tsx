// Voiding a payment (PAYMENTS_VOID): never a delete — a dialog asks why (the shared voidSchema), the payment stays
// in the cash book marked voided with its receipt number, and its amount is owed again.
import { useState } from 'react';
import { Alert, Button, Form as AntForm, Modal, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { voidSchema, type PaymentRecord } from '../../../shared/schemas/payments';
import { Can } from '../../components/Can';
import { TextAreaField } from '../../components/fields';
import { ResourceContext, resourceInfo } from '../../components/ResourceContext';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch } from '../../store/hooks';
import { leftToRight } from '../../lib/leftToRight';

const payments = entities.packagePayments;
const info = resourceInfo(payments.def);
const voidPayment = payments.operations.void;

export function VoidPaymentButton({
  payment,
  onVoided,
}: {
  payment: PaymentRecord;
  onVoided?: (payment: PaymentRecord) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (payment.voided_at) return null;
  const label = t('payments.screen.void.action');

  const submit = async ({ reason }: { reason: string }) => {
    setError(null);
    const result = await dispatch(
      voidPayment({
        id: payment.id,
        parent: { member_id: payment.member_id, member_package_id: payment.member_package_id },
        body: { reason },
      }),
    );
    if (voidPayment.fulfilled.match(result)) {
      toast.success(t('payments.screen.void.done', { receipt: leftToRight(payment.receipt_no) }));
      setOpen(false);
      onVoided?.(result.payload as PaymentRecord);
    } else setError(result.payload ?? t('generic.errors.unexpected_error'));
  };

  return (
    <Can permission="PAYMENTS_VOID">
      <Button
        type="text"
        danger
        icon={<StopOutlined />}
        aria-label={`${label}: ${payment.receipt_no}`}
        title={label}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      />
      {open && (
        <ResourceContext.Provider value={info}>
          <Formik initialValues={{ reason: '' }} validationSchema={voidSchema} onSubmit={submit}>
            {({ submitForm, isSubmitting }) => (
              <Modal
                open
                title={t('payments.screen.void.title', { receipt: leftToRight(payment.receipt_no) })}
                okText={t('payments.screen.void.save')}
                okButtonProps={{ danger: true }}
                cancelText={t('components.actions.cancel')}
                onOk={() => void submitForm()}
                confirmLoading={isSubmitting}
                onCancel={() => setOpen(false)}
                destroyOnHidden
              >
                <Form noValidate>
                  <AntForm layout="vertical" component={false}>
                    {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
                    <Typography.Paragraph type="secondary">
                      {t('payments.screen.void.hint')}
                    </Typography.Paragraph>
                    <TextAreaField name="reason" required rows={3} />
                    <button type="submit" hidden aria-hidden tabIndex={-1} />
                  </AntForm>
                </Form>
              </Modal>
            )}
          </Formik>
        </ResourceContext.Provider>
      )}
    </Can>
  );
}

// 'Planı düzenle' under a package's plan (MEMBER_PACKAGE_UPDATE, while it has a balance): its unpaid parts as
// rows to move, split or merge, saved with `PUT …/instalments`. The paid parts stay; the server checks that the
// rows add up to the balance and answers 400 with a message naming it, shown while the rows are the refused ones.
import './paymentTranslations';
import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Form as AntForm, Space, Typography } from 'antd';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import { useCan } from '../../components/Can';
import { kurusOf } from '../../components/MoneyText';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch } from '../../store/hooks';
import { ReplanRows } from './ReplanRows';
import { replanBody, replanSchema, unpaidRows, type ReplanValues } from './replanValues';
import { hasBalance } from './TakePaymentButton';
import type { InstalmentsState } from './useInstalments';

const { planInstalments } = entities.memberPackages.operations;

/** A refusal and the body it refused: shown until the rows change or are sent again. */
interface Refusal {
  message: string;
  body: string;
}

const bodyText = (values: ReplanValues) => JSON.stringify(replanBody(values));

function ReplanForm({
  pkg,
  state,
  onClose,
  onSaved,
}: {
  pkg: MemberPackageRecord;
  state: InstalmentsState;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The rows start once, from the plan as read when the form opened.
  const [initialValues] = useState(() => unpaidRows(state.plan ?? []));
  const title = t('payments.screen.replan.title');

  const submit = async (values: ReplanValues) => {
    setRefusal(null);
    const result = await dispatch(
      planInstalments({ id: pkg.id, parent: { member_id: pkg.member_id }, body: replanBody(values) }),
    );
    if (planInstalments.fulfilled.match(result)) {
      toast.success(t('payments.screen.replan.done'));
      // The next due day and what is overdue follow the new plan: the package is read again with the plan.
      state.reload();
      onSaved?.();
      onClose();
      return;
    }
    setRefusal({ message: result.payload ?? t('generic.errors.unexpected_error'), body: bodyText(values) });
  };

  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('payments.screen.replan.hint')}</Typography.Paragraph>
      <Formik<ReplanValues> initialValues={initialValues} validationSchema={replanSchema} onSubmit={submit}>
        {({ values, isSubmitting }) => (
          <Form noValidate>
            <AntForm layout="vertical" component={false}>
              {refusal && refusal.body === bodyText(values) && (
                <Alert type="error" showIcon title={refusal.message} style={{ marginBottom: 12 }} />
              )}
              <ReplanRows balance={kurusOf(pkg.balance ?? 0)} />
              <Space wrap>
                <Button type="primary" htmlType="submit" loading={isSubmitting}>
                  {t('payments.screen.replan.save')}
                </Button>
                <Button onClick={onClose}>{t('components.actions.cancel')}</Button>
              </Space>
            </AntForm>
          </Form>
        )}
      </Formik>
    </section>
  );
}

export function ReplanInstalments({
  pkg,
  state,
  onSaved,
}: {
  pkg: MemberPackageRecord;
  /** The plan as the drawer reads it: the rows start from it, and it is read again once saved. */
  state: InstalmentsState;
  /** After the new plan was saved (the package's next due day and overdue amount changed). */
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const allowed = useCan('MEMBER_PACKAGE_UPDATE');
  const [open, setOpen] = useState(false);
  if (!allowed || !hasBalance(pkg) || !state.plan) return null;
  if (open) return <ReplanForm pkg={pkg} state={state} onClose={() => setOpen(false)} onSaved={onSaved} />;
  return (
    <Space>
      <Button icon={<EditOutlined />} onClick={() => setOpen(true)}>
        {t('payments.screen.replan.action')}
      </Button>
    </Space>
  );
}

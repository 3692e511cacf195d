// 'Şifremi değiştir' on /profile: the current password, the new one twice, checked by the same schema the server
// uses; a refusal names its field (a wrong current password). After a one-time password it is the only way on.
import { Alert, Button, Card, Form } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { passwordChangeFormSchema } from '../../../shared/schemas/password';
import { PasswordField } from '../../components/fields';
import { useToast } from '../../lib/useToast';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { changePassword } from '../../store/sessionThunks';

interface Values {
  current_password: string;
  new_password: string;
  new_password_again: string;
}

const EMPTY: Values = { current_password: '', new_password: '', new_password_again: '' };

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const mustChange = useAppSelector((state) => state.session.mustChangePassword === true);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const result = await dispatch(
      changePassword({ current_password: values.current_password, new_password: values.new_password }),
    );
    if (changePassword.fulfilled.match(result)) {
      toast.success(t('profile.password.changed'));
      helpers.resetForm();
      return;
    }
    const refusal = result.payload;
    if (refusal && Object.keys(refusal.fields).length > 0) helpers.setErrors(refusal.fields);
    else toast.error(refusal?.message ?? t('generic.errors.unexpected_error'));
  };

  return (
    <Card title={t('profile.password.title')} style={{ marginBlockEnd: 24 }}>
      {mustChange && (
        <Alert
          type="warning"
          showIcon
          title={t('profile.password.must_change')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Formik<Values> initialValues={EMPTY} validationSchema={passwordChangeFormSchema} onSubmit={submit}>
        {(formik) => (
          <form noValidate onSubmit={formik.handleSubmit} style={{ maxWidth: 420 }}>
            <Form layout="vertical" component={false}>
              <PasswordField
                name="current_password"
                label={t('profile.password.current')}
                autoComplete="current-password"
                required
              />
              <PasswordField name="new_password" label={t('profile.password.new')} required />
              <PasswordField name="new_password_again" label={t('profile.password.again')} required />
              <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                {t('profile.password.save')}
              </Button>
            </Form>
          </form>
        )}
      </Formik>
    </Card>
  );
}

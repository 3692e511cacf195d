// Username and password (masked, with show/hide); the button stays disabled until the form is changed
// and valid; the server's message appears in a dismissible alert (spec part 1 §2, §5, §8).
import { Alert, Button, Form, Input } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loginErrorDismissed } from '../../store/session';
import { login } from '../../store/sessionThunks';
import { loginSchema, type LoginValues } from './loginSchema';

export function LoginForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector((state) => state.session);
  const formik = useFormik<LoginValues>({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    validateOnMount: true,
    onSubmit: async (values) => {
      await dispatch(login({ username: values.username.trim(), password: values.password }));
    },
  });

  const fieldError = (name: keyof LoginValues) =>
    formik.touched[name] && formik.errors[name] ? t(formik.errors[name]) : undefined;

  return (
    <Form layout="vertical" component="form" onSubmitCapture={formik.handleSubmit} noValidate>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          closable={{ onClose: () => dispatch(loginErrorDismissed()) }}
          style={{ marginBlockEnd: 16 }}
        />
      )}
      <Form.Item label={t('session.login.username')} htmlFor="username" validateStatus={fieldError('username') ? 'error' : undefined} help={fieldError('username')}>
        <Input id="username" name="username" autoComplete="username" prefix={<UserOutlined />} value={formik.values.username} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      </Form.Item>
      <Form.Item label={t('session.login.password')} htmlFor="password" validateStatus={fieldError('password') ? 'error' : undefined} help={fieldError('password')}>
        <Input.Password
          id="password"
          name="password"
          autoComplete="current-password"
          prefix={<LockOutlined />}
          value={formik.values.password}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          visibilityToggle
          iconRender={(visible) => (
            <span role="button" aria-label={t(visible ? 'session.login.hide_password' : 'session.login.show_password')}>
              {visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            </span>
          )}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={status === 'signingIn'} disabled={!formik.dirty || !formik.isValid}>
        {t('session.login.submit')}
      </Button>
    </Form>
  );
}

// Username and password (masked, with show/hide); the button stays disabled until the form is changed
// and valid; the server's message appears in a dismissible alert (spec part 1 §2, §5, §8).
// antd's own Form (already in the first load for ConfigProvider) keeps Formik and yup out of /login.
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loginErrorDismissed } from '../../store/session';
import { login } from '../../store/sessionThunks';

interface LoginValues {
  username: string;
  password: string;
}

export function LoginForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector((state) => state.session);
  const [form] = Form.useForm<LoginValues>();
  const values = Form.useWatch([], form);
  const [submittable, setSubmittable] = useState(false);

  // Re-checks on every change without showing messages for untouched fields (antd's documented pattern).
  useEffect(() => {
    form.validateFields({ validateOnly: true }).then(
      () => setSubmittable(form.isFieldsTouched()),
      () => setSubmittable(false),
    );
  }, [form, values]);

  const required = [{ required: true, whitespace: true, message: t('generic.fields.required') }];

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: '', password: '' }}
      onFinish={(v) => void dispatch(login({ username: v.username.trim(), password: v.password }))}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          closable={{ onClose: () => dispatch(loginErrorDismissed()) }}
          style={{ marginBlockEnd: 16 }}
        />
      )}
      <Form.Item name="username" label={t('session.login.username')} rules={required} validateTrigger={['onChange', 'onBlur']}>
        <Input autoComplete="username" prefix={<UserOutlined />} />
      </Form.Item>
      <Form.Item name="password" label={t('session.login.password')} rules={required} validateTrigger={['onChange', 'onBlur']}>
        <Input.Password
          autoComplete="current-password"
          prefix={<LockOutlined />}
          visibilityToggle
          iconRender={(visible) => (
            <span role="button" aria-label={t(visible ? 'session.login.hide_password' : 'session.login.show_password')}>
              {visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            </span>
          )}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={status === 'signingIn'} disabled={!submittable}>
        {t('session.login.submit')}
      </Button>
    </Form>
  );
}

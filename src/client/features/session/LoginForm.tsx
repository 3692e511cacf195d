// Username and password (masked, with show/hide); the button stays disabled until the form is changed
// and valid; the server's message appears in a dismissible alert (spec part 1 §2, §5, §8).
// Plain markup (login.css, antd's look) rather than antd's Form: /login's first load carries no antd.
// A field's required message shows once it has been changed or left; the first change starts loading the shell.
import { useId, useState, type ChangeEvent, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadShell } from '../../shell/preload';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loginErrorDismissed } from '../../store/session';
import { login } from '../../store/sessionThunks';
import { Icon } from './icons';

type Field = 'username' | 'password';
type Values = Record<Field, string>;

const EMPTY: Values = { username: '', password: '' };

export function LoginForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, error, endedReason } = useAppSelector((state) => state.session);
  const [values, setValues] = useState<Values>(EMPTY);
  const [visited, setVisited] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [changed, setChanged] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const ids = useId();
  const signingIn = status === 'signingIn';

  const invalid = (field: Field) => values[field].trim() === '';
  const submittable = changed && !invalid('username') && !invalid('password');

  const change = (field: Field, value: string) => {
    setValues((was) => ({ ...was, [field]: value }));
    setVisited((was) => ({ ...was, [field]: true }));
    setChanged(true);
    preloadShell();
  };
  const leave = (field: Field) => setVisited((was) => (was[field] ? was : { ...was, [field]: true }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submittable || signingIn) return;
    void dispatch(login({ username: values.username.trim(), password: values.password }));
  };

  const field = (name: Field, label: string, input: (props: FieldProps) => ReactElement) => {
    const id = name;
    const errorId = `${ids}-${name}-error`;
    const showError = visited[name] && invalid(name);
    return (
      <div className={showError ? 'login-field login-field-error' : 'login-field'}>
        <label htmlFor={id}>{label}</label>
        {input({
          id,
          name,
          value: values[name],
          'aria-invalid': showError,
          'aria-required': true,
          'aria-describedby': showError ? errorId : undefined,
          onChange: (e) => change(name, e.target.value),
          onBlur: () => leave(name),
        })}
        <div className="login-field-message" id={errorId} aria-live="polite">
          {showError ? t('generic.fields.required') : null}
        </div>
      </div>
    );
  };

  return (
    <form className="login-form" noValidate onSubmit={onSubmit}>
      {endedReason && !error && (
        <div className="login-notice" role="status">
          <Icon name="Lock" className="login-notice-icon" />
          <span className="login-alert-message">{t('session.login.session_ended')}</span>
        </div>
      )}
      {error && (
        <div className="login-alert" role="alert">
          <Icon name="CloseCircle" className="login-alert-icon" />
          <span className="login-alert-message">{error}</span>
          <button
            type="button"
            className="login-alert-close"
            aria-label={t('session.login.dismiss')}
            onClick={() => dispatch(loginErrorDismissed())}
          >
            <Icon name="Close" />
          </button>
        </div>
      )}
      {field('username', t('session.login.username'), (props) => (
        <span className="login-input">
          <Icon name="User" className="login-input-prefix" />
          <input {...props} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </span>
      ))}
      {field('password', t('session.login.password'), (props) => (
        <span className="login-input">
          <Icon name="Lock" className="login-input-prefix" />
          <input {...props} type={showPassword ? 'text' : 'password'} autoComplete="current-password" />
          <button
            type="button"
            className="login-input-suffix"
            aria-label={t(showPassword ? 'session.login.hide_password' : 'session.login.show_password')}
            aria-controls="password"
            onClick={() => setShowPassword((was) => !was)}
          >
            <Icon name={showPassword ? 'EyeInvisible' : 'Eye'} />
          </button>
        </span>
      ))}
      <button type="submit" className="app-button login-submit" disabled={!submittable} aria-busy={signingIn}>
        {signingIn && <span className="login-spinner" aria-hidden="true" />}
        {t('session.login.submit')}
      </button>
    </form>
  );
}

interface FieldProps {
  id: string;
  name: Field;
  value: string;
  'aria-invalid': boolean;
  'aria-required': boolean;
  'aria-describedby': string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

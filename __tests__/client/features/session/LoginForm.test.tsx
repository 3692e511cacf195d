import { screen, waitFor } from '@testing-library/react';
import { LoginForm } from '../../../../src/client/features/session/LoginForm';
import { apiError, mockHttp } from '../../api/mockHttp';
import { guestSession, renderWithProviders } from '../../helpers/renderWithProviders';

const submit = () => screen.getByRole('button', { name: 'Giriş yap' });

it('keeps the button disabled until the form is changed and valid', async () => {
  const { user } = renderWithProviders(<LoginForm />, { preloadedState: { session: guestSession } });
  expect(submit()).toBeDisabled();
  await user.type(screen.getByLabelText('Kullanıcı adı'), 'ayse');
  expect(submit()).toBeDisabled();
  await user.type(screen.getByLabelText('Şifre'), 'secret');
  await waitFor(() => expect(submit()).toBeEnabled(), { timeout: 5000 });
});

it('shows the required message (generic.fields.required) for a field left empty', async () => {
  const { user } = renderWithProviders(<LoginForm />, { preloadedState: { session: guestSession } });
  await user.click(screen.getByLabelText('Kullanıcı adı'));
  await user.click(screen.getByLabelText('Şifre'));
  expect(await screen.findByText('Bu alanın doldurulması zorunludur.')).toBeInTheDocument();
});

it('masks the password and toggles it visible', async () => {
  const { user } = renderWithProviders(<LoginForm />, { preloadedState: { session: guestSession } });
  const password = screen.getByLabelText('Şifre');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
  expect(password).toHaveAttribute('type', 'text');
});

it('shows the server message in a dismissible alert', async () => {
  mockHttp(() => ({
    status: 401,
    data: apiError('invalid_credentials', 'Kullanıcı adı veya şifre hatalı.'),
  }));
  const { user, store } = renderWithProviders(<LoginForm />, { preloadedState: { session: guestSession } });
  await user.type(screen.getByLabelText('Kullanıcı adı'), 'ayse');
  await user.type(screen.getByLabelText('Şifre'), 'wrong');
  await waitFor(() => expect(submit()).toBeEnabled(), { timeout: 5000 });
  await user.click(submit());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Kullanıcı adı veya şifre hatalı.');
  await user.click(screen.getByRole('button', { name: 'Kapat' }));
  await waitFor(() => expect(store.getState().session.error).toBeNull());
  await waitFor(() => expect(screen.queryByText('Kullanıcı adı veya şifre hatalı.')).not.toBeInTheDocument());
});

// A save refused as a conflict naming a field (a taken username) shows the translated message under
// that field — "Bu kullanıcı adı zaten kullanılıyor." — for any entity the generic form edits, until the field
// holds another value; a conflict naming no field of the form stays the banner alone.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { object, string } from 'yup';
import { EntityForm } from '../../../src/client/components/EntityForm';
import { TextField } from '../../../src/client/components/fields';
import { i18n } from '../../../src/client/lib/i18n';
import { createEntitySlice } from '../../../src/client/store/createEntitySlice';
import { defineResource } from '../../../src/shared/resourceDef';
import { apiError, mockHttp, type Handler } from '../api/mockHttp';
import { renderEntity } from './renderEntity';

const user = userEventLib.setup({ delay: null });

interface Staff {
  id: number;
  username: string;
  email: string;
}

const CONFLICT = 'Bu kayıt başka bir kayıtla çakışıyor.';
const conflict = (fields?: Record<string, string>) => ({
  status: 409,
  data: { ...apiError('conflict', CONFLICT), ...(fields ? { fields } : {}) },
});

function open(handler: Handler, id?: number) {
  // Labelled by the users' translations: "Kullanıcı adı", "E-posta".
  const staff = createEntitySlice<Staff>(
    defineResource({
      name: 'staff',
      path: 'staff',
      family: 'STAFF',
      i18n: 'users',
      schema: object({ username: string().required('generic.fields.required'), email: string() }),
      screens: { list: '/staff', edit: '/staff-edit/:id' },
    }),
  );
  const calls = mockHttp(handler);
  renderEntity(
    <EntityForm entity={staff} id={id} initialValues={{ username: '', email: '' }}>
      <TextField name="username" required />
      <TextField name="email" />
    </EntityForm>,
    {
      reducers: { staff: staff.reducer },
      permissions: ['STAFF_CREATE', 'STAFF_READ', 'STAFF_UPDATE'],
      path: id === undefined ? '/staff-add' : '/staff-edit/:id',
      url: id === undefined ? '/staff-add' : `/staff-edit/${id}`,
      otherPaths: ['/staff'],
    },
  );
  return calls;
}

/** The form item (label, control and message) of the field labelled `label`. */
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

afterEach(async () => {
  await act(() => i18n.changeLanguage('tr'));
});

it('shows a taken username under the username field, until another one is typed', async () => {
  const calls = open((config) =>
    config.method === 'post'
      ? conflict({ username: 'generic.fields.unique_err' })
      : { status: 200, data: [] },
  );
  await user.type(screen.getByLabelText('Kullanıcı adı'), 'admin');
  await user.type(screen.getByLabelText('E-posta'), 'a@b.tr');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'post')).toHaveLength(1));
  expect(
    await within(itemOf('Kullanıcı adı')).findByText('Bu kullanıcı adı zaten kullanılıyor.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Kullanıcı adı')).toHaveAttribute('aria-invalid', 'true');
  // The banner says what happened; the e-mail field has no message.
  expect(screen.getByText(CONFLICT)).toBeInTheDocument();
  expect(within(itemOf('E-posta')).queryByText(/zaten kullanılıyor/)).toBeNull();
  // Leaving the field (the schema validates again) keeps it; typing another name clears it.
  await user.click(screen.getByLabelText('E-posta'));
  expect(
    within(itemOf('Kullanıcı adı')).getByText('Bu kullanıcı adı zaten kullanılıyor.'),
  ).toBeInTheDocument();
  await user.type(screen.getByLabelText('Kullanıcı adı'), '2');
  await waitFor(() => expect(screen.queryByText('Bu kullanıcı adı zaten kullanılıyor.')).toBeNull());
});

it('names the field in the language of the screen, on an edit too', async () => {
  await act(() => i18n.changeLanguage('en'));
  open(
    (config) =>
      config.method === 'put'
        ? conflict({ email: 'generic.fields.unique_err' })
        : { status: 200, data: { id: 4, username: 'derya', email: 'derya@x.tr' } },
    4,
  );
  const email = await screen.findByLabelText('E-mail');
  await user.clear(email);
  await user.type(email, 'ayse@x.tr');
  await user.click(screen.getByRole('button', { name: /Save/ }));
  expect(await within(itemOf('E-mail')).findByText('This e-mail is already in use.')).toBeInTheDocument();
});

it('keeps a conflict naming no field of the form to the banner', async () => {
  open((config) =>
    config.method === 'post'
      ? conflict({ branch_id: 'generic.fields.unique_err' })
      : { status: 200, data: [] },
  );
  await user.type(screen.getByLabelText('Kullanıcı adı'), 'admin');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  expect(await screen.findByText(CONFLICT)).toBeInTheDocument();
  expect(screen.queryByText(/zaten kullanılıyor/)).toBeNull();
});

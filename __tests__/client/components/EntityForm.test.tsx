import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { object, string } from 'yup';
import { EntityForm } from '../../../src/client/components/EntityForm';
import { DateField, NumberField, PhoneField, TextField } from '../../../src/client/components/fields';
import { createEntitySlice } from '../../../src/client/store/createEntitySlice';
import { defineResource } from '../../../src/shared/resourceDef';
import { apiError, mockHttp, type Handler } from '../api/mockHttp';
import { renderEntity } from './renderEntity';

const user = userEventLib.setup({ delay: null });

interface Widget {
  id: number;
  name: string;
  email: string;
  phone: string;
  birthdate: string;
  count: string;
}

const schema = object({
  name: string().trim().required('generic.fields.required'),
  email: string().trim().required('generic.fields.required').email('generic.fields.email_format_err'),
  phone: string(),
  birthdate: string(),
  count: string(),
});
const empty = { name: '', email: '', phone: '', birthdate: '', count: '' };
const saved: Widget = {
  id: 5,
  name: 'Ayşe',
  email: 'ayse@x.tr',
  phone: '(555) 123 45 67',
  birthdate: '1990-02-01',
  count: '3',
};

function open({
  id,
  permissions = ['WIDGETS_CREATE', 'WIDGETS_READ', 'WIDGETS_UPDATE'],
  handler,
}: {
  id?: number;
  permissions?: string[];
  handler: Handler;
}) {
  const widgets = createEntitySlice<Widget>(
    defineResource({
      name: 'widgets',
      path: 'widgets',
      family: 'WIDGETS',
      schema,
      screens: { list: '/widgets', edit: '/widget-edit/:id' },
    }),
  );
  const calls = mockHttp(handler);
  const path = id === undefined ? '/widget-add' : `/widget-edit/${id}`;
  const view = renderEntity(
    <EntityForm entity={widgets} id={id} initialValues={empty}>
      <TextField name="name" />
      <TextField name="email" />
      <PhoneField name="phone" />
      <DateField name="birthdate" />
      <NumberField name="count" />
    </EntityForm>,
    { reducers: { widgets: widgets.reducer }, permissions, path, otherPaths: ['/widgets'] },
  );
  return { ...view, calls };
}

const field = (name: string) => screen.getByLabelText(`widgets.fields.${name}`) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: /Kaydet/ });

it('shows the Turkish required and e-mail messages', async () => {
  open({ handler: () => ({ status: 201, data: saved }) });
  await user.click(field('name'));
  await user.type(field('email'), 'not-an-address');
  expect(await screen.findByText('Bu alanın doldurulması zorunludur.')).toBeInTheDocument();
  await user.click(field('phone'));
  expect(await screen.findByText('Lütfen geçerli bir e-posta adresi girin.')).toBeInTheDocument();
});

it('shows save only with <FAMILY>_CREATE and enables it once the form is changed and valid', async () => {
  const first = open({ permissions: ['WIDGETS_UPDATE'], handler: () => ({ status: 201, data: saved }) });
  expect(screen.queryByRole('button', { name: /Kaydet/ })).not.toBeInTheDocument();
  expect(screen.getByText('Bu sayfayı görme yetkiniz yok.')).toBeInTheDocument(); // and why
  first.unmount();
  open({ handler: () => ({ status: 201, data: saved }) });
  expect(save()).toBeDisabled();
  await user.type(field('name'), 'Ayşe');
  await user.type(field('email'), 'bad');
  await waitFor(() => expect(save()).toBeDisabled());
  // A disabled save says which fields hold it back.
  expect(screen.getByRole('status')).toHaveTextContent('Eksik ya da hatalı alanlar: widgets.fields.email');
  await user.type(field('email'), '@x.tr');
  await waitFor(() => expect(save()).toBeEnabled());
  expect(screen.queryByText(/Eksik ya da hatalı alanlar/)).not.toBeInTheDocument();
});

it('masks phone and date, reads a Turkish decimal, sends the date as yyyy-MM-dd, then toasts and goes to the list after 201', async () => {
  const { calls, router } = open({ handler: () => ({ status: 201, data: saved }) });
  await user.type(field('phone'), '5551234567');
  expect(field('phone')).toHaveValue('(555) 123 45 67');
  await user.type(field('birthdate'), '01021990');
  expect(field('birthdate')).toHaveValue('01/02/1990');
  await user.type(field('name'), 'Ayşe');
  await user.type(field('email'), 'ayse@x.tr');
  // Letters are neither dropped nor guessed: the field says why and the form cannot be saved, even though
  // this schema holds the count as plain text.
  await user.type(field('count'), '1a2');
  await user.tab();
  expect(await screen.findByText('Lütfen geçerli bir sayı girin, örneğin 70,5.')).toBeInTheDocument();
  expect(field('count')).toHaveValue('1a2');
  await waitFor(() => expect(save()).toBeDisabled());
  await user.clear(field('count'));
  await user.type(field('count'), '12,5');
  await waitFor(() => expect(save()).toBeEnabled());
  expect(screen.queryByText('Lütfen geçerli bir sayı girin, örneğin 70,5.')).not.toBeInTheDocument();
  await user.click(save());
  expect(await screen.findByText('route /widgets')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/widgets');
  expect(await screen.findByText('İşlem başarıyla gerçekleştirildi.')).toBeInTheDocument();
  expect(calls[0].method).toBe('post');
  expect(JSON.parse(calls[0].data as string)).toEqual({
    name: 'Ayşe',
    email: 'ayse@x.tr',
    phone: '(555) 123 45 67',
    birthdate: '1990-02-01',
    count: '12.5',
  });
});

it('shows a create error in a closable banner, cleared on close', async () => {
  const { store } = open({
    handler: () => ({ status: 409, data: apiError('conflict', 'Bu kayıt başka bir kayıtla çakışıyor.') }),
  });
  await user.type(field('name'), 'Ayşe');
  await user.type(field('email'), 'ayse@x.tr');
  await waitFor(() => expect(save()).toBeEnabled());
  await user.click(save());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Bu kayıt başka bir kayıtla çakışıyor.');
  await user.click(within(alert).getByRole('button'));
  await waitFor(() => expect(store.getState().widgets.errors.create).toBeNull());
});

it('edits: loads the record, drops empty strings, toasts and stays after 200', async () => {
  const { calls, router } = open({
    id: 5,
    handler: (c) =>
      c.method === 'put'
        ? { status: 200, data: { ...saved, name: 'Zeynep', phone: '' } }
        : { status: 200, data: saved },
  });
  await waitFor(() => expect(field('name')).toHaveValue('Ayşe'));
  expect(field('birthdate')).toHaveValue('01/02/1990');
  await user.clear(field('phone'));
  await user.clear(field('name'));
  await user.type(field('name'), 'Zeynep');
  await waitFor(() => expect(save()).toBeEnabled());
  await user.click(save());
  expect(await screen.findByText('İşlem başarıyla gerçekleştirildi.')).toBeInTheDocument();
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['get widgets/5', 'put widgets/5']);
  expect(JSON.parse(calls[1].data as string)).toEqual({
    name: 'Zeynep',
    email: 'ayse@x.tr',
    birthdate: '1990-02-01',
    count: '3',
  });
  expect(router.state.location.pathname).toBe('/widget-edit/5');
  await waitFor(() => expect(save()).toBeDisabled()); // pristine again
});

it('asks before leaving unsaved changes', async () => {
  const { router } = open({ handler: () => ({ status: 201, data: saved }) });
  await user.type(field('name'), 'Ayşe');
  await user.click(screen.getByRole('button', { name: /Listeye dön/ }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Kaydedilmemiş değişiklikler var');
  expect(router.state.location.pathname).toBe('/widget-add');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ayrıl' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/widgets'));
});

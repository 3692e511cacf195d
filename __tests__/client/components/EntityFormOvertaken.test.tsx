// No lost updates in the form: an edit sends the version it was read at as If-Match; on 412 the form
// shows who changed the record and offers to reload it (the form shows the record as it is now) or to save anyway
// (the same values again, without the version check).
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { object, string } from 'yup';
import { EntityForm } from '../../../src/client/components/EntityForm';
import { TextField } from '../../../src/client/components/fields';
import { createEntitySlice } from '../../../src/client/store/createEntitySlice';
import { defineResource } from '../../../src/shared/resourceDef';
import { apiError, mockHttp, type Handler } from '../api/mockHttp';
import { renderEntity } from './renderEntity';

const user = userEventLib.setup({ delay: null });

interface Widget {
  id: number;
  name: string;
  updated_at: string;
}

const STALE = 'Siz düzenlerken bu kayıt Derya Sezer tarafından 26.11.2026 10:15 tarihinde değiştirildi.';

function open(handler: Handler) {
  const widgets = createEntitySlice<Widget>(
    defineResource({
      name: 'widgets',
      path: 'widgets',
      family: 'WIDGETS',
      schema: object({ name: string().required('generic.fields.required') }),
      screens: { list: '/widgets', edit: '/widget-edit/:id' },
    }),
  );
  const calls = mockHttp(handler);
  renderEntity(
    <EntityForm entity={widgets} id={5} initialValues={{ name: '' }}>
      <TextField name="name" />
    </EntityForm>,
    {
      reducers: { widgets: widgets.reducer },
      permissions: ['WIDGETS_READ', 'WIDGETS_UPDATE'],
      path: '/widget-edit/5',
      otherPaths: ['/widgets'],
    },
  );
  return calls;
}

it('sends the version read, and on 412 reloads the record as it is now', async () => {
  let stored: Widget = { id: 5, name: 'Ayşe', updated_at: '2026-11-26T07:00:00.000Z' };
  const calls = open((config) => {
    if (config.method === 'put') {
      stored = { ...stored, name: 'Başkası', updated_at: '2026-11-26T07:15:00.000Z' };
      return { status: 412, data: apiError('stale_version', STALE) };
    }
    return { status: 200, data: stored };
  });
  const name = (await screen.findByLabelText('widgets.fields.name')) as HTMLInputElement;
  await user.clear(name);
  await user.type(name, 'Benim');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  expect(await screen.findByText(STALE)).toBeInTheDocument();
  const put = calls.find((c) => c.method === 'put')!;
  expect(put.headers['If-Match']).toBe('"2026-11-26T07:00:00.000Z"');
  await user.click(screen.getByRole('button', { name: 'Yeniden yükle' }));
  await waitFor(() =>
    expect((screen.getByLabelText('widgets.fields.name') as HTMLInputElement).value).toBe('Başkası'),
  );
  expect(screen.queryByText(STALE)).toBeNull();
});

it('on 412 saves anyway without the version check', async () => {
  const calls = open((config) => {
    if (config.method === 'put' && config.headers['If-Match'])
      return { status: 412, data: apiError('stale_version', STALE) };
    if (config.method === 'put')
      return { status: 200, data: { id: 5, name: 'Benim', updated_at: '2026-11-26T07:20:00.000Z' } };
    return { status: 200, data: { id: 5, name: 'Ayşe', updated_at: '2026-11-26T07:00:00.000Z' } };
  });
  const name = (await screen.findByLabelText('widgets.fields.name')) as HTMLInputElement;
  await user.clear(name);
  await user.type(name, 'Benim');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  await user.click(await screen.findByRole('button', { name: 'Yine de kaydet' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'put')).toHaveLength(2));
  const [, second] = calls.filter((c) => c.method === 'put');
  expect(second!.headers['If-Match']).toBeUndefined();
  expect(JSON.parse(second!.data as string)).toMatchObject({ name: 'Benim' });
  expect(await screen.findByText('İşlem başarıyla gerçekleştirildi.')).toBeInTheDocument();
  expect(screen.queryByText(STALE)).toBeNull();
});

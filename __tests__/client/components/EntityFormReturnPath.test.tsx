// `?return=<path>`: a form opened from another screen for one task — the desk's package sale — goes
// back there after a successful create instead of to its own list; a path leading out of the app is ignored.
import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { object, string } from 'yup';
import { EntityForm } from '../../../src/client/components/EntityForm';
import { TextField } from '../../../src/client/components/fields';
import { returnPathOf, withReturn } from '../../../src/client/lib/returnPath';
import { createEntitySlice } from '../../../src/client/store/createEntitySlice';
import { defineResource } from '../../../src/shared/resourceDef';
import { mockHttp } from '../api/mockHttp';
import { renderEntity } from './renderEntity';

const user = userEventLib.setup({ delay: null });

const moves = createEntitySlice<{ id: number; name: string }>(
  defineResource({
    name: 'moves',
    path: 'moves',
    family: 'MOVES',
    schema: object({ name: string().required('generic.fields.required') }),
    screens: { list: '/moves' },
  }),
);

async function createFrom(url: string) {
  mockHttp(() => ({ status: 201, data: { id: 3, name: 'Squat' } }));
  const { router } = renderEntity(
    <EntityForm entity={moves} initialValues={{ name: '' }}>
      <TextField name="name" />
    </EntityForm>,
    {
      reducers: { moves: moves.reducer },
      permissions: ['MOVES_CREATE'],
      path: '/move-add',
      url,
      otherPaths: ['/moves', '/checkins'],
    },
  );
  await user.type(await screen.findByLabelText('moves.fields.name'), 'Squat');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  return router;
}

it('returns to the path it was opened with after a create', async () => {
  const router = await createFrom(withReturn('/move-add', '/checkins?member=7'));
  expect(await screen.findByText('route /checkins')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?member=7');
});

it('ignores a return path that leaves the app', async () => {
  await createFrom(withReturn('/move-add', '//evil.example/checkins'));
  expect(await screen.findByText('route /moves')).toBeInTheDocument();
});

it('reads only paths of the app', () => {
  const of = (back: string) => returnPathOf(new URLSearchParams({ return: back }));
  expect(of('/checkins?member=7')).toBe('/checkins?member=7');
  expect(of('//evil.example')).toBeUndefined();
  expect(of('/\\evil.example')).toBeUndefined();
  expect(of('https://evil.example')).toBeUndefined();
  expect(withReturn('/a?x=1', '/b?c=2')).toBe('/a?x=1&return=%2Fb%3Fc%3D2');
});

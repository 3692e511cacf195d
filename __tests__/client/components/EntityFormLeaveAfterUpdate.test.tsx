// `leaveAfterUpdate`: screens such as a training's move form go back to their list after an
// update too, without the unsaved-changes question.
import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { object, string } from 'yup';
import { EntityForm } from '../../../src/client/components/EntityForm';
import { TextField } from '../../../src/client/components/fields';
import { createEntitySlice } from '../../../src/client/store/createEntitySlice';
import { defineResource } from '../../../src/shared/resourceDef';
import { mockHttp } from '../api/mockHttp';
import { renderEntity } from './renderEntity';

const user = userEventLib.setup({ delay: null });

it('returns to the list after a successful update', async () => {
  const moves = createEntitySlice<{ id: number; name: string }>(
    defineResource({
      name: 'moves',
      path: 'moves',
      family: 'MOVES',
      schema: object({ name: string().required('generic.fields.required') }),
      screens: { list: '/moves' },
    }),
  );
  mockHttp((config) => ({
    status: 200,
    data: config.method === 'put' ? { id: 3, name: 'Squat 2' } : { id: 3, name: 'Squat' },
  }));
  renderEntity(
    <EntityForm entity={moves} id={3} initialValues={{ name: '' }} leaveAfterUpdate>
      <TextField name="name" />
    </EntityForm>,
    {
      reducers: { moves: moves.reducer },
      permissions: ['MOVES_READ', 'MOVES_UPDATE'],
      path: '/move-edit/3',
      otherPaths: ['/moves'],
    },
  );
  const name = (await screen.findByLabelText('moves.fields.name')) as HTMLInputElement;
  await screen.findByDisplayValue('Squat');
  await user.type(name, ' 2');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  expect(await screen.findByText('route /moves')).toBeInTheDocument();
});

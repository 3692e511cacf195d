// The generic form's errors follow the values it shows: Formik validates a change against the values of
// the render that made it, so two fields set in one handler (as a chosen product fills lessons and price) left the
// first one listed as missing beside Kaydet, and Kaydet disabled. Every EntityForm validates after the render.
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useFormikContext } from 'formik';
import { object, string } from 'yup';
import { EntityForm } from '../../../src/client/components/EntityForm';
import { TextField } from '../../../src/client/components/fields';
import { createEntitySlice } from '../../../src/client/store/createEntitySlice';
import { defineResource } from '../../../src/shared/resourceDef';
import { mockHttp } from '../api/mockHttp';
import { renderEntity } from './renderEntity';

const user = userEventLib.setup({ delay: null });
const required = () => string().trim().required('generic.fields.required');
const schema = object({ name: required(), lessons: required(), price: required() });
const empty = { name: '', lessons: '', price: '' };

/** Sets two fields in one handler, as a product's terms do. */
function FillTerms() {
  const { setFieldValue } = useFormikContext<typeof empty>();
  return (
    <button
      type="button"
      onClick={() => {
        void setFieldValue('lessons', '12');
        void setFieldValue('price', '2400');
      }}
    >
      fill
    </button>
  );
}

it('lists only the fields still missing after two fields are set at once, and enables Kaydet', async () => {
  const widgets = createEntitySlice(
    defineResource({ name: 'widgets', path: 'widgets', family: 'WIDGETS', schema, screens: { list: '/w' } }),
  );
  mockHttp(() => ({ status: 201, data: { id: 1 } }));
  renderEntity(
    <EntityForm entity={widgets} initialValues={empty}>
      <TextField name="name" />
      <TextField name="lessons" />
      <TextField name="price" />
      <FillTerms />
    </EntityForm>,
    { reducers: { widgets: widgets.reducer }, permissions: ['WIDGETS_CREATE'], path: '/w-add' },
  );
  await user.type(screen.getByLabelText('widgets.fields.name'), 'Pilates');
  const line = await screen.findByRole('status');
  await waitFor(() => expect(line).toHaveTextContent('widgets.fields.lessons, widgets.fields.price'));

  await user.click(screen.getByRole('button', { name: 'fill' }));
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.getByRole('button', { name: /Kaydet/ })).toBeEnabled();

  // A field emptied again is listed again.
  await user.clear(screen.getByLabelText('widgets.fields.price'));
  expect(await screen.findByRole('status')).toHaveTextContent(/: widgets\.fields\.price$/);
  expect(screen.getByRole('button', { name: /Kaydet/ })).toBeDisabled();
});

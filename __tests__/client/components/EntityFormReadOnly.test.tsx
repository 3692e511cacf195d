// Read-only everywhere: an edit screen the user may read but not update (no <FAMILY>_UPDATE, or a
// record the server marks `editable: false`) shows every control disabled — antd's, a control that says
// `disabled={false}` itself, the rich-text editor, the image picker above the form — with a notice and no save.
import { screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { object, string } from 'yup';
import { EntityForm } from '../../../src/client/components/EntityForm';
import { ImageUploader } from '../../../src/client/components/ImageUploader';
import {
  FieldItem,
  fieldId,
  RichTextField,
  SelectField,
  TextField,
} from '../../../src/client/components/fields';
import { createEntitySlice } from '../../../src/client/store/createEntitySlice';
import { defineResource } from '../../../src/shared/resourceDef';
import { mockHttp } from '../api/mockHttp';
import { renderEntity } from './renderEntity';

interface Widget {
  id: number;
  name: string;
  kind: string;
  code: string;
  body: string;
}

const empty = { name: '', kind: '', code: '', body: '' };
const saved: Widget = { id: 5, name: 'Ayşe', kind: 'a', code: 'X1', body: '<p>Merhaba</p>' };
const NOTICE = 'Bu kaydı yalnızca görüntüleyebilirsiniz.';
const REASON = 'Kayıt, sizin sahip olmadığınız yetkileri taşıyor.';

function open({ id, permissions, record = saved }: { id?: number; permissions: string[]; record?: object }) {
  const widgets = createEntitySlice<Widget>(
    defineResource({
      name: 'widgets',
      path: 'widgets',
      family: 'WIDGETS',
      schema: object({ name: string().required('generic.fields.required') }),
      screens: { list: '/widgets', edit: '/widget-edit/:id' },
    }),
  );
  mockHttp(() => ({ status: 200, data: record }));
  return renderEntity(
    <EntityForm
      entity={widgets}
      id={id}
      initialValues={empty}
      aside={<ImageUploader value={null} onChange={jest.fn()} />}
    >
      <TextField name="name" />
      <SelectField name="kind" options={['a', 'b']} />
      <FieldItem name="code">
        {/* A control that enables itself outright, as OptionSelect does: antd's form-wide disabled yields to it. */}
        <Input id={fieldId('code')} disabled={false} />
      </FieldItem>
      <RichTextField name="body" height={100} />
    </EntityForm>,
    {
      reducers: { widgets: widgets.reducer },
      permissions: ['MEDIA_SEARCH', ...permissions],
      path: id === undefined ? '/widget-add' : '/widget-edit/:id',
      url: id === undefined ? '/widget-add' : `/widget-edit/${id}`,
      otherPaths: ['/widgets'],
    },
  );
}

const field = (name: string) => screen.getByLabelText(`widgets.fields.${name}`);
const editor = async (container: HTMLElement) => {
  await waitFor(() => expect(container.querySelector('.ql-editor')).not.toBeNull());
  return container.querySelector('.ql-editor') as HTMLElement;
};
const picker = () => document.querySelector('input[type="file"]') as HTMLInputElement;

it('shows a record to a reader without WIDGETS_UPDATE disabled, with the notice and no save button', async () => {
  const { container } = open({ id: 5, permissions: ['WIDGETS_READ'] });
  await waitFor(() => expect(field('name')).toHaveValue('Ayşe'));
  expect(screen.getByText(NOTICE)).toBeInTheDocument();
  expect(screen.queryByText(REASON)).not.toBeInTheDocument(); // the record itself is not the reason
  expect(field('name')).toBeDisabled();
  expect(field('kind')).toBeDisabled();
  expect(field('code')).toBeDisabled();
  const text = await editor(container);
  expect(text).toHaveTextContent('Merhaba');
  expect(text).toHaveAttribute('contenteditable', 'false');
  expect(text).toHaveAttribute('aria-readonly', 'true');
  expect(picker()).toBeDisabled();
  expect(screen.queryByRole('button', { name: /Kaydet/ })).not.toBeInTheDocument();
});

it('lets a reader holding WIDGETS_UPDATE edit the same record', async () => {
  const { container } = open({ id: 5, permissions: ['WIDGETS_READ', 'WIDGETS_UPDATE'] });
  await waitFor(() => expect(field('name')).toHaveValue('Ayşe'));
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  expect(field('name')).toBeEnabled();
  expect(field('kind')).toBeEnabled();
  expect(field('code')).toBeEnabled();
  const text = await editor(container);
  expect(text).toHaveAttribute('contenteditable', 'true');
  expect(text).toHaveAttribute('aria-readonly', 'false');
  expect(picker()).toBeEnabled();
  expect(screen.getByRole('button', { name: /Kaydet/ })).toBeInTheDocument();
});

it('shows a record the server marks not editable read-only even with WIDGETS_UPDATE, saying why', async () => {
  open({ id: 5, permissions: ['WIDGETS_READ', 'WIDGETS_UPDATE'], record: { ...saved, editable: false } });
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  expect(screen.getByText(REASON)).toBeInTheDocument();
  expect(field('name')).toBeDisabled();
  expect(field('code')).toBeDisabled();
  expect(picker()).toBeDisabled();
  expect(screen.queryByRole('button', { name: /Kaydet/ })).not.toBeInTheDocument();
});

it('lets the add screen be filled in with WIDGETS_CREATE alone (no WIDGETS_UPDATE needed)', async () => {
  const { container } = open({ permissions: ['WIDGETS_CREATE'] });
  expect(field('name')).toBeEnabled();
  expect(field('code')).toBeEnabled();
  expect(await editor(container)).toHaveAttribute('contenteditable', 'true');
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Kaydet/ })).toBeInTheDocument();
});

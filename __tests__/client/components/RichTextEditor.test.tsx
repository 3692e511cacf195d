import { screen, waitFor } from '@testing-library/react';
import { RichTextEditor } from '../../../src/client/components/RichTextEditor';
import { renderEntity } from './renderEntity';

it('shows a placeholder, then loads Quill lazily with the given content and the default 500 px height', async () => {
  const { container } = renderEntity(<RichTextEditor value="<p>Merhaba</p>" onChange={jest.fn()} />, {
    reducers: {},
  });
  expect(screen.getByRole('status', { name: 'Metin düzenleyici yükleniyor...' })).toBeInTheDocument();
  await waitFor(() => expect(container.querySelector('.ql-editor')).not.toBeNull());
  expect(container.querySelector('.ql-editor')).toHaveTextContent('Merhaba');
  expect(container.querySelector('.quill')).toHaveStyle({ height: '542px' });
});

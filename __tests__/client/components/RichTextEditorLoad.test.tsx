// Loading stored HTML is not an edit, and stored HTML is sanitized before Quill sees it.
import { act, waitFor } from '@testing-library/react';
import { Formik, type FormikProps } from 'formik';
import ReactQuill from 'react-quill';
import { RichTextEditor } from '../../../src/client/components/RichTextEditor';
import { RichTextField } from '../../../src/client/components/fields/RichTextField';
import { renderEntity } from './renderEntity';

// HTML Quill rewrites on load: <b> → <strong>, <div> → <p>, a bare text node wrapped, attributes dropped.
const STORED =
  '<div>Merhaba <b>dünya</b></div>düz metin<h2 id="x">Başlık</h2><p><br></p><ul><li>bir</li></ul>';

type QuillInstance = { insertText: (index: number, text: string, source: string) => void };
const quillOf = (container: HTMLElement) =>
  (ReactQuill as unknown as { Quill: { find: (el: Element) => QuillInstance } }).Quill.find(
    container.querySelector('.ql-container')!,
  );

it('does not report a change when Quill normalises the stored HTML on load; a user edit does', async () => {
  const onChange = jest.fn();
  const { container } = renderEntity(<RichTextEditor value={STORED} onChange={onChange} />, { reducers: {} });
  await waitFor(() => expect(container.querySelector('.ql-editor')).not.toBeNull());
  await waitFor(() => expect(container.querySelector('.ql-editor strong')).not.toBeNull());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(onChange).not.toHaveBeenCalled();

  act(() => quillOf(container).insertText(0, 'X', 'user'));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange.mock.calls[0]![0]).toMatch(/^<p>XMerhaba <strong>dünya<\/strong><\/p>/);
});

it('leaves a Formik form clean after loading, dirty after an edit', async () => {
  let form: FormikProps<{ content: string }> | undefined;
  const { container } = renderEntity(
    <Formik initialValues={{ content: STORED }} onSubmit={jest.fn()}>
      {(props) => {
        form = props;
        return <RichTextField name="content" label="İçerik" />;
      }}
    </Formik>,
    { reducers: {} },
  );
  await waitFor(() => expect(container.querySelector('.ql-editor strong')).not.toBeNull());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(form?.dirty).toBe(false);
  act(() => quillOf(container).insertText(0, 'X', 'user'));
  await waitFor(() => expect(form?.dirty).toBe(true));
});

it('sanitizes stored HTML before it enters the editor', async () => {
  const stored =
    '<p>ok</p><img src="x" onerror="window.__xss = 1"><p><a href="javascript:alert(1)">bağ</a></p>';
  // Quill puts the HTML it is given into the page with innerHTML before converting it: watch every element
  // that ever enters the document, since a real browser would fire onerror at that moment.
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of Array.from(record.addedNodes))
        if (node instanceof Element) seen.push(node.outerHTML);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const { container } = renderEntity(<RichTextEditor value={stored} onChange={jest.fn()} />, {
    reducers: {},
  });
  await waitFor(() => expect(container.querySelector('.ql-editor')).toHaveTextContent('ok'));
  const html = container.querySelector('.ql-editor')!.innerHTML;
  expect(html).not.toMatch(/onerror|javascript:/);
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  observer.disconnect();
  expect(seen.join('\n')).toContain('ok');
  expect(seen.join('\n')).not.toMatch(/onerror|javascript:/);
});

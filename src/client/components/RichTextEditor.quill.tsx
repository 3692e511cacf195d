// The lazily loaded part of RichTextEditor: react-quill and the snow theme's CSS.
//
// Stored HTML is sanitized (DOMPurify, lib/sanitizeHtml) before Quill sees it — Quill 1.3 loads HTML
// through innerHTML, so an event handler in stored content would otherwise run. And loading is not editing:
// Quill rewrites the HTML it is given into its own form and reports that as a change (source 'api'); that
// normalised HTML is kept as what the editor shows for this value, and only the user's own edits reach
// onChange, so opening a record never makes its form dirty (no false "leave page?" prompt).
import { useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill';
import 'react-quill/dist/quill.snow.css';
import './RichTextEditor.css';
import { sanitizeHtml } from '../lib/sanitizeHtml';

export interface QuillEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Editing area height in px (spec default 500; recipe ingredients 250). */
  height?: number;
  id?: string;
  readOnly?: boolean;
  placeholder?: string;
}

const modules = {
  toolbar: [
    [{ header: [1, 2, 3, false] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    [{ align: [] }],
    ['link', 'blockquote'],
    ['clean'],
  ],
  // Tab leaves the editor (the browser moves focus on) instead of writing a tab or indenting a list, so the
  // editor is no keyboard trap; the toolbar before it is reached with Shift+Tab.
  keyboard: {
    bindings: {
      tab: { key: 9, handler: () => true },
      indent: { key: 9, handler: () => true },
      outdent: { key: 9, shiftKey: true, handler: () => true },
    },
  },
};

/** The key under components.editor.toolbar naming a toolbar button or picker item. */
function controlKey(format: string, value: string | null): string {
  if (format === 'list') return `list_${value}`;
  if (format === 'align') return `align_${value || 'default'}`;
  return format;
}

/**
 * Names Quill's toolbar (its buttons and pickers are icons only) in the page's language, and names the
 * editing area after the field's label.
 */
function useAccessibleToolbar(root: RefObject<HTMLDivElement | null>, id?: string) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const el = root.current;
    const toolbar = el?.querySelector('.ql-toolbar');
    if (!el || !toolbar) return;
    const name = (key: string) => t(`components.editor.toolbar.${key}`);
    toolbar.setAttribute('role', 'toolbar');
    toolbar.setAttribute('aria-label', name('label'));
    toolbar.querySelectorAll('button').forEach((button) => {
      const format = [...button.classList].find((c) => c.startsWith('ql-'))?.slice(3);
      if (format) button.setAttribute('aria-label', name(controlKey(format, button.getAttribute('value'))));
    });
    toolbar.querySelectorAll('.ql-picker').forEach((picker) => {
      const format = [...picker.classList].find((c) => c.startsWith('ql-') && c !== 'ql-picker')?.slice(3);
      if (!format) return;
      picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', name(format));
      picker.querySelectorAll('.ql-picker-item').forEach((item) => {
        const value = item.getAttribute('data-value');
        const label =
          format === 'header'
            ? t(`components.editor.headings.${value ? `h${value}` : 'normal'}`)
            : name(controlKey(format, value));
        item.setAttribute('aria-label', label);
      });
    });
    const editor = el.querySelector('.ql-editor');
    if (editor) {
      const fieldLabel = id ? document.querySelector(`label[for="${id}"]`)?.textContent : undefined;
      editor.setAttribute('role', 'textbox');
      editor.setAttribute('aria-multiline', 'true');
      editor.setAttribute('aria-label', fieldLabel || name('content'));
    }
  }, [root, id, t, i18n.language]);
}

/** Says a read-only editor is one (Quill only drops contenteditable) and takes its toolbar out of the tab order. */
function useReadOnlyMarks(root: RefObject<HTMLDivElement | null>, readOnly = false) {
  useEffect(() => {
    const el = root.current;
    el?.querySelector('.ql-editor')?.setAttribute('aria-readonly', String(readOnly));
    el?.querySelector('.ql-toolbar')?.setAttribute('aria-disabled', String(readOnly));
    el?.querySelectorAll<HTMLButtonElement>('.ql-toolbar button').forEach((b) => (b.disabled = readOnly));
  }, [root, readOnly]);
}

/** The heading picker's labels, read by RichTextEditor.css (Quill writes them in English into CSS). */
function useHeadingLabels(): CSSProperties {
  const { t } = useTranslation();
  const label = (key: string) => JSON.stringify(t(`components.editor.headings.${key}`));
  return {
    '--rte-heading-normal': label('normal'),
    '--rte-heading-1': label('h1'),
    '--rte-heading-2': label('h2'),
    '--rte-heading-3': label('h3'),
  } as CSSProperties;
}

export default function QuillEditor({
  value,
  onChange,
  onBlur,
  height = 500,
  id,
  readOnly,
  placeholder,
}: QuillEditorProps) {
  const headingLabels = useHeadingLabels();
  const root = useRef<HTMLDivElement>(null);
  useAccessibleToolbar(root, id);
  useReadOnlyMarks(root, readOnly);
  const safe = useMemo(() => sanitizeHtml(value), [value]);
  // Quill's own rendering of `safe`, once it has reported it.
  const [normalised, setNormalised] = useState<{ of: string; html: string } | null>(null);
  const shown = normalised && normalised.of === safe ? normalised.html : safe;
  return (
    <div
      id={id}
      ref={root}
      className={readOnly ? 'rich-text-editor rich-text-editor-read-only' : 'rich-text-editor'}
      style={headingLabels}
    >
      <ReactQuill
        theme="snow"
        value={shown}
        modules={modules}
        readOnly={readOnly}
        placeholder={placeholder}
        onChange={(html, _delta, source) => {
          if (source !== 'user') {
            if (html !== shown) setNormalised({ of: safe, html });
            return;
          }
          // Quill reports an emptied editor as '<p><br></p>': keep the form's "nothing" as '' so `required` works.
          onChange(html === '<p><br></p>' ? '' : html);
        }}
        onBlur={() => onBlur?.()}
        style={{ height: height + 42 }}
      />
    </div>
  );
}

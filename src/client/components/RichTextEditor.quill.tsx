// The lazily loaded part of RichTextEditor: react-quill and the snow theme's CSS.
//
// Issue 9: stored HTML is sanitized (DOMPurify, lib/sanitizeHtml) before Quill sees it — Quill 1.3 loads HTML
// through innerHTML, so an event handler in stored content would otherwise run. And loading is not editing:
// Quill rewrites the HTML it is given into its own form and reports that as a change (source 'api'); that
// normalised HTML is kept as what the editor shows for this value, and only the user's own edits reach
// onChange, so opening a record never makes its form dirty (no false "leave page?" prompt).
import { useMemo, useState, type CSSProperties } from 'react';
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
};

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
  const safe = useMemo(() => sanitizeHtml(value), [value]);
  // Quill's own rendering of `safe`, once it has reported it.
  const [normalised, setNormalised] = useState<{ of: string; html: string } | null>(null);
  const shown = normalised && normalised.of === safe ? normalised.html : safe;
  return (
    <div id={id} className="rich-text-editor" style={headingLabels}>
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

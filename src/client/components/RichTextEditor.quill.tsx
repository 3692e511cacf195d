// The lazily loaded part of RichTextEditor: react-quill and the snow theme's CSS.
//
// Issue 9: stored HTML is sanitized (DOMPurify, lib/sanitizeHtml) before Quill sees it — Quill 1.3 loads HTML
// through innerHTML, so an event handler in stored content would otherwise run. And loading is not editing:
// Quill rewrites the HTML it is given into its own form and reports that as a change (source 'api'); that
// normalised HTML is kept as what the editor shows for this value, and only the user's own edits reach
// onChange, so opening a record never makes its form dirty (no false "leave page?" prompt).
import { useMemo, useState } from 'react';
import ReactQuill from 'react-quill';
import 'react-quill/dist/quill.snow.css';
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

export default function QuillEditor({
  value,
  onChange,
  onBlur,
  height = 500,
  id,
  readOnly,
  placeholder,
}: QuillEditorProps) {
  const safe = useMemo(() => sanitizeHtml(value), [value]);
  // Quill's own rendering of `safe`, once it has reported it.
  const [normalised, setNormalised] = useState<{ of: string; html: string } | null>(null);
  const shown = normalised && normalised.of === safe ? normalised.html : safe;
  return (
    <div id={id} className="rich-text-editor">
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

// The lazily loaded part of RichTextEditor: react-quill and the snow theme's CSS.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill';
import 'react-quill/dist/quill.snow.css';
import './RichTextEditor.css';

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
  return (
    <div id={id} className="rich-text-editor" style={headingLabels}>
      <ReactQuill
        theme="snow"
        value={value}
        modules={modules}
        readOnly={readOnly}
        placeholder={placeholder}
        // Quill reports an emptied editor as '<p><br></p>': keep the form's "nothing" as '' so `required` works.
        onChange={(html) => onChange(html === '<p><br></p>' ? '' : html)}
        onBlur={() => onBlur?.()}
        style={{ height: height + 42 }}
      />
    </div>
  );
}

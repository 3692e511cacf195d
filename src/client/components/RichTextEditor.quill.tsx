// The lazily loaded part of RichTextEditor: react-quill and the snow theme's CSS.
import ReactQuill from 'react-quill';
import 'react-quill/dist/quill.snow.css';

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

export default function QuillEditor({ value, onChange, onBlur, height = 500, id, readOnly, placeholder }: QuillEditorProps) {
  return (
    <div id={id} className="rich-text-editor">
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

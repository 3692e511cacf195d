// Quill needs a real layout engine; tests swap the lazily loaded editor for this textarea:
// jest.mock('<path to>/src/client/components/RichTextEditor', () => require('<path to>/helpers/richTextStandIn'));
import type { ChangeEvent } from 'react';

export function RichTextEditor({
  id,
  value,
  height,
  onChange,
  onBlur,
}: {
  id?: string;
  value: string;
  /** The editor's requested height, kept as data-height so a test can read it. */
  height?: number;
  onChange: (html: string) => void;
  onBlur?: () => void;
}) {
  return (
    <textarea
      id={id}
      data-height={height ?? ''}
      value={value}
      onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

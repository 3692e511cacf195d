// Rich-text editor (react-quill 2). Quill and its CSS load on first use, in their own chunk, so they never
// enter the first bundle (ARCHITECTURE §6).
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { QuillEditorProps } from './RichTextEditor.quill';

const QuillEditor = lazy(() => import(/* webpackChunkName: "rich-text" */ './RichTextEditor.quill'));

export type RichTextEditorProps = QuillEditorProps;

export function RichTextEditor({ height = 500, ...props }: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <QuillEditor height={height} {...props} />
    </Suspense>
  );
}

// Rich-text editor (react-quill 2). Quill and its CSS load on first use, in their own chunk, so they never
// enter the first bundle (ARCHITECTURE §6).
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuillEditorProps } from './RichTextEditor.quill';

const QuillEditor = lazy(() => import(/* webpackChunkName: "rich-text" */ './RichTextEditor.quill'));

export type RichTextEditorProps = QuillEditorProps;

export function RichTextEditor({ height = 500, ...props }: RichTextEditorProps) {
  const { t } = useTranslation();
  const loading = (
    <div role="status" aria-label={t('components.editor.loading')}>
      <Skeleton.Node active style={{ width: '100%', height: height + 42 }} />
    </div>
  );
  return (
    <Suspense fallback={loading}>
      <QuillEditor height={height} {...props} />
    </Suspense>
  );
}

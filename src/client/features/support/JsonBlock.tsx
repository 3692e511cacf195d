// JSON shown as code: always left-to-right (also in Arabic), scrollable, never wider than its card.
import './translations';
import { Typography } from 'antd';

export function JsonBlock({
  value,
  maxHeight = 320,
  label,
}: {
  value: unknown;
  maxHeight?: number;
  label?: string;
}) {
  const text = value === undefined ? '—' : JSON.stringify(value, null, 2);
  return (
    <Typography.Paragraph style={{ marginBlockEnd: 0 }}>
      <pre dir="ltr" aria-label={label} style={{ maxHeight, overflow: 'auto', margin: 0, textAlign: 'left' }}>
        {text}
      </pre>
    </Typography.Paragraph>
  );
}

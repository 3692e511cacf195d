// One titled section of the member form, laid out as a responsive two-column grid (logical, so RTL mirrors it),
// with an optional line under the title saying what the section's fields do.
import { Children, type ReactNode } from 'react';
import { Col, Row, Typography } from 'antd';

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} style={{ marginBottom: 8 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      <Row gutter={16}>
        {Children.toArray(children).map((child, index) => (
          <Col key={index} xs={24} md={12}>
            {child}
          </Col>
        ))}
      </Row>
    </section>
  );
}

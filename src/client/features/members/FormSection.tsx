// One titled section of the member form, laid out as a responsive two-column grid (logical, so RTL mirrors it).
import { Children, type ReactNode } from 'react';
import { Col, Row, Typography } from 'antd';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 8 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
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

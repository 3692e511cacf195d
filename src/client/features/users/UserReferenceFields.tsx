// The user's branch and role dropdowns (searched by name, debounced, by the shared OptionField).
import { Col, Row } from 'antd';
import { OptionField } from '../../components/fields';

export function UserReferenceFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <OptionField name="branches_id" preset="branches" required />
      </Col>
      <Col xs={24} md={12}>
        <OptionField name="roles_id" preset="roles" required />
      </Col>
    </Row>
  );
}

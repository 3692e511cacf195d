// The training's own fields, shared by the add screen and the general-informations tab.
import { Col, Row } from 'antd';
import { DateField, OptionField, TextAreaField } from '../../components/fields';

const third = { xs: 24, md: 8 } as const;
const half = { xs: 24, md: 12 } as const;

export function TrainingFields() {
  return (
    <Row gutter={16}>
      <Col {...third}>
        <OptionField name="member_id" preset="members" required />
      </Col>
      <Col {...third}>
        <OptionField name="pt_type_id" preset="ptTypes" required />
      </Col>
      <Col {...third}>
        <OptionField name="coach_id" preset="coach" required />
      </Col>
      <Col {...half}>
        <DateField name="start_date" />
      </Col>
      <Col {...half}>
        <DateField name="end_date" />
      </Col>
      <Col span={24}>
        <TextAreaField name="description" rows={3} />
      </Col>
    </Row>
  );
}

// The branch's supervisor (active supervisors) and nutritionist (every nutritionist) dropdowns.
import { Col, type ColProps } from 'antd';
import { OptionField } from '../../components/fields';

export function BranchStaffFields({ column }: { column: ColProps }) {
  return (
    <>
      <Col {...column}>
        <OptionField name="supervisor_id" preset="supervisor" required />
      </Col>
      <Col {...column}>
        <OptionField name="nutritionist_id" preset="nutritionist" required />
      </Col>
    </>
  );
}

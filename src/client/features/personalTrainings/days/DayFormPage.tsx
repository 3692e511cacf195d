// /personalTrainings-edit-add-day/{pt_id}/{day} and /personalTrainings-edit-day/{pt_id}/{day}/{day_id}: a day's
// title, description, the member's comment and its status. The server numbers a new day (last + 1); an
// edit carries pt_id and day_num (spec part 2 §7). Both go back to the sports-program tab.
import { Col, Row } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ptDayUpdateSchema } from '../../../../shared/schemas/personalTrainings';
import { EntityForm } from '../../../components/EntityForm';
import { SelectField, TextAreaField, TextField } from '../../../components/fields';
import { usePageTitle } from '../../../shell/usePageTitle';
import { entities } from '../../../store/entities';
import type { PtDay } from '../types';

interface DayValues {
  title: string;
  description: string;
  user_comment: string;
  status: number;
}

const EMPTY_DAY: DayValues = { title: '', description: '', user_comment: '', status: 0 };
export const DAY_STATUSES = [0, 1] as const;

export default function DayFormPage() {
  const { pt_id: ptId = '', day = '', day_id: dayId } = useParams();
  const { t } = useTranslation();
  const titleKey = dayId ? 'personalTrainings.days.edit_title' : 'personalTrainings.days.add_title';
  usePageTitle(titleKey);
  return (
    <EntityForm<PtDay, DayValues>
      entity={entities.personalTrainingsDay}
      id={dayId}
      parent={{ pt_id: ptId }}
      schema={ptDayUpdateSchema}
      initialValues={EMPTY_DAY}
      toBody={(values, mode) =>
        mode === 'edit' ? { ...values, pt_id: Number(ptId), day_num: Number(day) } : { ...values }
      }
      title={t(titleKey, { day })}
    >
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <TextField name="title" />
        </Col>
        <Col xs={24} md={8}>
          <SelectField name="status" options={DAY_STATUSES} />
        </Col>
        <Col span={24}>
          <TextAreaField name="description" rows={4} />
        </Col>
        <Col span={24}>
          <TextAreaField name="user_comment" rows={3} />
        </Col>
      </Row>
    </EntityForm>
  );
}

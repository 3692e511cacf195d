// /classTypes-add and /classTypes-edit/:id: a class type's name, description, length, default capacity, colour on
// the timetable and status. Save gated by CLASSES_CREATE / CLASSES_UPDATE inside EntityForm.
import { Col, Row } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import { EntityForm } from '../../components/EntityForm';
import { NumberField, SelectField, TextAreaField, TextField } from '../../components/fields';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { ColourField } from './ClassFields';
import { classTypeBody, EMPTY_CLASS_TYPE, type ClassTypeValues } from './formValues';
import type { ClassType } from './types';

const half = { xs: 24, md: 12 } as const;
const third = { xs: 24, md: 8 } as const;

export default function ClassTypeFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const titleKey = id ? 'classes.types.edit_title' : 'classes.types.add_title';
  usePageTitle(titleKey);
  return (
    <EntityForm<ClassType, ClassTypeValues>
      entity={entities.classTypes}
      id={id}
      initialValues={EMPTY_CLASS_TYPE}
      toBody={classTypeBody}
      title={t(titleKey)}
    >
      <Row gutter={16}>
        <Col {...half}>
          <TextField name="name" required maxLength={100} />
        </Col>
        <Col {...half}>
          <SelectField name="status" required options={RECORD_STATUSES} />
        </Col>
        <Col {...third}>
          <NumberField name="duration_minutes" required />
        </Col>
        <Col {...third}>
          <NumberField name="capacity" required />
        </Col>
        <Col {...third}>
          <ColourField name="colour" required />
        </Col>
        <Col span={24}>
          <TextAreaField name="description" rows={3} maxLength={2000} />
        </Col>
      </Row>
    </EntityForm>
  );
}

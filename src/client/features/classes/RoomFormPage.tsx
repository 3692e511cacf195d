// /rooms-add and /rooms-edit/:id: a room's name, its branch and how many people it holds (no class held there may
// take more). Save gated by CLASSES_CREATE / CLASSES_UPDATE inside EntityForm.
import { Col, Row } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../components/EntityForm';
import { NumberField, OptionField, TextField } from '../../components/fields';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { EMPTY_ROOM, roomBody, type RoomValues } from './formValues';
import { branchSource } from './optionSources';
import type { Room } from './types';

const third = { xs: 24, md: 8 } as const;

export default function RoomFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const titleKey = id ? 'classes.rooms.edit_title' : 'classes.rooms.add_title';
  usePageTitle(titleKey);
  return (
    <EntityForm<Room, RoomValues>
      entity={entities.rooms}
      id={id}
      initialValues={EMPTY_ROOM}
      toBody={roomBody}
      title={t(titleKey)}
    >
      <Row gutter={16}>
        <Col {...third}>
          <TextField name="name" required maxLength={100} />
        </Col>
        <Col {...third}>
          <OptionField name="branch_id" preset={branchSource} required />
        </Col>
        <Col {...third}>
          <NumberField name="capacity" required />
        </Col>
      </Row>
    </EntityForm>
  );
}

// 'Hareket Ekle' (/personalTrainings-edit-day-moves-add/{pt_id}/{day_id}/{day}) and 'Hareket Düzenle'
// (…-edit/…/{move_id}): the move from the catalogue (its label is stored), sets ('Set'), duration ('Time', seconds: 'Süre (sn)'),
// weight and a rich-text description. A create carries pt_id, pt_day_id and day_num (201), an update 200;
// after either the screen goes back to the day's moves. Create errors are cleared when it is left.
import { Col, Row } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ptMoveUpdateSchema } from '../../../../shared/schemas/personalTrainings';
import { EntityForm } from '../../../components/EntityForm';
import { OptionField, RichTextField, TextField } from '../../../components/fields';
import { usePageTitle } from '../../../shell/usePageTitle';
import { entities } from '../../../store/entities';
import type { PtMove } from '../types';

interface MoveValues {
  move_name: string;
  number_sets: string;
  duration: string;
  weight: string;
  description: string;
}

const EMPTY_MOVE: MoveValues = { move_name: '', number_sets: '', duration: '', weight: '', description: '' };
const third = { xs: 24, md: 8 } as const;

export default function MoveFormPage() {
  const { pt_id: ptId = '', day_id: dayId = '', day = '', move_id: moveId } = useParams();
  const { t } = useTranslation();
  const titleKey = moveId ? 'personalTrainings.moves.edit_title' : 'personalTrainings.moves.add_title';
  usePageTitle(titleKey);
  return (
    <EntityForm<PtMove, MoveValues>
      entity={entities.personalTrainingsDayMoves}
      id={moveId}
      parent={{ pt_id: ptId, pt_day_id: dayId, day }}
      schema={ptMoveUpdateSchema}
      initialValues={EMPTY_MOVE}
      toBody={(values, mode) =>
        mode === 'create'
          ? { ...values, pt_id: Number(ptId), pt_day_id: Number(dayId), day_num: Number(day) }
          : { ...values }
      }
      leaveAfterUpdate
      title={`${t(titleKey)} — ${t('personalTrainings.moves.day_title', { day })}`}
    >
      <Row gutter={16}>
        <Col span={24}>
          <OptionField name="move_name" preset="moves" required />
        </Col>
        <Col {...third}>
          <TextField name="number_sets" required />
        </Col>
        <Col {...third}>
          <TextField name="duration" />
        </Col>
        <Col {...third}>
          <TextField name="weight" />
        </Col>
        <Col span={24}>
          <RichTextField name="description" />
        </Col>
      </Row>
    </EntityForm>
  );
}

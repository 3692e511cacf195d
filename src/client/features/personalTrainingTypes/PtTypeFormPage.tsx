// /personalTrainingsTypes-add and -edit/:id (spec part 2 §3, §5): name and price required, lesson count and
// validity in days (a sale derives the package's end from it) nullable, short and rich-text descriptions, and the
// image (uploaded after the save; on edit the old one is replaced). Save gated by PERSONAL_TRAININGS_CREATE /
// _UPDATE inside EntityForm.
import { useCallback } from 'react';
import { Col, Row } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RESOURCES } from '../../../shared/resources';
import { EntityForm } from '../../components/EntityForm';
import { NumberField, RichTextField, TextAreaField, TextField } from '../../components/fields';
import type { FormMode } from '../../components/useEntityFormController';
import { ImageUploader } from '../../components/ImageUploader';
import { useImageUpload } from '../../components/useImageUpload';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { EMPTY_PT_TYPE, ptTypeBody, ptTypeImage, type PtTypeValues } from './ptTypeFormValues';
import type { PtType } from './types';
import { useAppSelector } from '../../store/hooks';

const third = { xs: 24, md: 8 } as const;

export default function PtTypeFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const titleKey = id ? 'personalTrainingTypes.edit_title' : 'personalTrainingTypes.add_title';
  usePageTitle(titleKey);
  const image = useImageUpload({ owner: RESOURCES.personalTrainingsTypes.mediaOwner, path: 'mediaStorage' });
  const current = useAppSelector(entities.personalTrainingsTypes.selectors.selectCurrent);
  const afterSave = useCallback(
    (type: PtType, mode: FormMode) => image.upload(type.id, mode === 'edit' ? ptTypeImage(type)?.id : null),
    [image],
  );

  return (
    <EntityForm<PtType, PtTypeValues>
      entity={entities.personalTrainingsTypes}
      id={id}
      initialValues={EMPTY_PT_TYPE}
      toBody={ptTypeBody}
      afterSave={afterSave}
      aside={
        <ImageUploader
          value={image.file}
          currentUrl={id && current && String(current.id) === id ? current.image_url || undefined : undefined}
          onChange={image.setFile}
        />
      }
      pendingChanges={image.file !== null}
      title={t(titleKey)}
    >
      <Row gutter={16}>
        <Col span={24}>
          <TextField name="personal_training_type_name" required />
        </Col>
        <Col {...third}>
          <TextField name="display_price" required />
        </Col>
        <Col {...third}>
          <NumberField name="number_of_lessons" />
        </Col>
        <Col {...third}>
          <NumberField name="validity_days" extra={t('personalTrainingTypes.validity_hint')} />
        </Col>
        <Col span={24}>
          <TextAreaField name="short_description" rows={2} />
        </Col>
        <Col span={24}>
          <RichTextField name="description" />
        </Col>
      </Row>
    </EntityForm>
  );
}

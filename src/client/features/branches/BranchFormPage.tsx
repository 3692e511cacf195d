// /branch-add and /branch-edit/:id (spec part 2 §2–§5): every field required, the 81-province city
// dropdown, supervisor and nutritionist dropdowns, and the image: uploaded after a create, edited in place
// (PUT mediaStorage/{id}) on edit. Save gated by BRANCHES_CREATE / BRANCHES_UPDATE inside EntityForm.
import { useCallback } from 'react';
import { Col, Divider, Row } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RESOURCES } from '../../../shared/resources';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import { EntityForm } from '../../components/EntityForm';
import { useEntityDispatch } from '../../components/entityBinding';
import { NumberField, SelectField, TextAreaField, TextField } from '../../components/fields';
import type { FormMode } from '../../components/useEntityFormController';
import { ImageUploader } from '../../components/ImageUploader';
import { useImageUpload } from '../../components/useImageUpload';
import { usePageTitle } from '../../shell/usePageTitle';
import { BranchStaffFields } from './BranchStaffFields';
import { branchBody, branchImage, EMPTY_BRANCH, type BranchValues } from './branchFormValues';
import { entities } from '../../store/entities';
import { CityField } from './CityField';
import type { Branch } from './types';
import { useAppSelector } from '../../store/hooks';

const half = { xs: 24, md: 12 } as const;

export default function BranchFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const dispatch = useEntityDispatch();
  const titleKey = id ? 'branches.edit_title' : 'branches.add_title';
  usePageTitle(titleKey);
  const image = useImageUpload({
    owner: RESOURCES.branches.mediaOwner,
    path: 'mediaStorage',
    strategy: 'inPlace',
  });
  const current = useAppSelector(entities.branches.selectors.selectCurrent);

  const afterSave = useCallback(
    async (branch: Branch, mode: FormMode) => {
      const chosen = image.file !== null;
      const uploaded = await image.upload(branch.id, mode === 'edit' ? branchImage(branch)?.id : null);
      // Read the branch again so the preview shows the new file (an in-place edit keeps the id, not the URL).
      if (chosen && uploaded && mode === 'edit')
        void dispatch(entities.branches.thunks.read({ id: branch.id }));
      return uploaded;
    },
    [image, dispatch],
  );

  return (
    <EntityForm<Branch, BranchValues>
      entity={entities.branches}
      id={id}
      initialValues={EMPTY_BRANCH}
      toBody={branchBody}
      afterSave={afterSave}
      aside={
        <ImageUploader
          value={image.file}
          currentUrl={id && current && String(current.id) === id ? branchImage(current)?.url : undefined}
          onChange={image.setFile}
        />
      }
      pendingChanges={image.file !== null}
      title={t(titleKey)}
    >
      <Divider titlePlacement="start">{t('branches.sections.branch')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <TextField name="name" required />
        </Col>
        <Col {...half}>
          <SelectField name="status" required options={RECORD_STATUSES} />
        </Col>
        <BranchStaffFields column={half} />
      </Row>
      <Divider titlePlacement="start">{t('branches.sections.location')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <CityField extra={t('branches.city_hint')} />
        </Col>
        <Col xs={12} md={6}>
          <NumberField name="latitude" required />
        </Col>
        <Col xs={12} md={6}>
          <NumberField name="longitude" required />
        </Col>
        <Col span={24}>
          <TextAreaField name="address" required rows={3} />
        </Col>
      </Row>
    </EntityForm>
  );
}

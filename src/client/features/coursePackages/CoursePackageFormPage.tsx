// /coursePackages-add and /coursePackages-edit/:id: the package form with its image (MEDIA_SEARCH), uploaded
// after the save as for articles (on edit the old image is replaced). Who and when are the server's.
import './translations';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RESOURCES } from '../../../shared/resources';
import { EntityForm } from '../../components/EntityForm';
import { useCan } from '../../components/Can';
import { ImageUploader } from '../../components/ImageUploader';
import {
  NumberField,
  OptionField,
  RichTextField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/fields';
import { useImageUpload } from '../../components/useImageUpload';
import type { AfterSave } from '../../components/useEntityFormController';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  coursePackageToBody,
  coursePackageToValues,
  newCoursePackageValues,
  packageImageOf,
  type CoursePackageFormValues,
} from './coursePackageFormValues';
import type { CoursePackage } from './types';

const STATUSES = [0, 1] as const;
/** Without COURSE_PACKAGE_APPROVE a package is built passive; putting it on sale (0, active) is an approver's. */
const PASSIVE_ONLY = [1] as const;
const newPassivePackage: CoursePackageFormValues = { ...newCoursePackageValues, status_id: 1 };

export default function CoursePackageFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const titleKey = id ? 'coursePackages.edit_title' : 'coursePackages.add_title';
  usePageTitle(titleKey);
  const image = useImageUpload({ owner: RESOURCES.coursePackages.mediaOwner, strategy: 'replace' });
  const current = useAppSelector(entities.coursePackages.selectors.selectCurrent);
  const stored =
    id !== undefined && current && String(current.id) === id
      ? packageImageOf(current.attributes?.media)
      : undefined;

  const mayApprove = useCan('COURSE_PACKAGE_APPROVE');
  const onSale = id !== undefined && current?.status_id === 0;
  const dispatch = useAppDispatch();
  const { file, upload } = image;
  const afterSave: AfterSave<CoursePackage> = useCallback(
    async (pkg, mode) => {
      const uploaded = await upload(
        pkg.id,
        mode === 'edit' ? packageImageOf(pkg.attributes?.media)?.id : undefined,
      );
      if (uploaded && file && mode === 'edit')
        void dispatch(entities.coursePackages.thunks.read({ id: pkg.id }));
      return uploaded;
    },
    [upload, file, dispatch],
  );

  return (
    <EntityForm<CoursePackage, CoursePackageFormValues>
      entity={entities.coursePackages}
      id={id}
      initialValues={mayApprove ? newCoursePackageValues : newPassivePackage}
      fromRecord={coursePackageToValues}
      toBody={coursePackageToBody}
      afterSave={afterSave}
      aside={<ImageUploader value={image.file} currentUrl={stored?.url} onChange={image.setFile} />}
      pendingChanges={image.file !== null}
      title={t(titleKey)}
    >
      <TextField name="package_name" required />
      <TextAreaField name="short_description" rows={3} />
      <OptionField name="branch_id" preset="branches" />
      <TextField name="number_of_lessons" required />
      <TextField name="display_price" required />
      <NumberField name="validity_days" extra={t('coursePackages.validity_hint')} />
      <SelectField name="status_id" options={mayApprove || onSale ? STATUSES : PASSIVE_ONLY} required />
      <TextField name="teacher" />
      <RichTextField name="description" />
    </EntityForm>
  );
}

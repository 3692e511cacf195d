// /coursePackages-days-add/:package_id/:day and /coursePackages-days-edit/:package_id/:day/:id: a day's title
// and description. The server numbers a new day (last + 1); an update carries package_id and day_number.
import './translations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntityForm } from '../../components/EntityForm';
import { RichTextField, TextField } from '../../components/fields';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { PackageDay } from './types';

interface DayFormValues {
  title: string;
  description: string;
}

const newDayValues: DayFormValues = { title: '', description: '' };

export default function PackageDayFormPage() {
  const { t } = useTranslation();
  const { package_id: packageId = '', day = '', id } = useParams();
  const titleKey = id ? 'coursePackages.days.edit_title' : 'coursePackages.days.add_title';
  usePageTitle('coursePackages.days.title');
  const parent = useMemo(() => ({ package_id: packageId }), [packageId]);
  return (
    <EntityForm<PackageDay, DayFormValues>
      entity={entities.packageDay}
      id={id}
      parent={parent}
      initialValues={newDayValues}
      toBody={(values) => ({ ...values, day_number: Number(day) })}
      title={t(titleKey, { day })}
    >
      <TextField name="title" />
      <RichTextField name="description" />
    </EntityForm>
  );
}

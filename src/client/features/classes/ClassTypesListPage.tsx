// /classTypes: the class types (name, length, default capacity, colour on the timetable, status).
import { useTranslation } from 'react-i18next';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { StatusTag } from '../../components/StatusTag';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { ColourSwatch } from './ClassFields';
import type { ClassType } from './types';

const columns: EntityColumn<ClassType>[] = [
  { field: 'id', width: 80, ltr: true },
  {
    field: 'name',
    render: (type) => (
      <>
        <ColourSwatch colour={type.colour} style={{ marginInlineEnd: 8 }} />
        {type.name}
      </>
    ),
  },
  { field: 'duration_minutes' },
  { field: 'capacity' },
  { field: 'status', render: (type) => <StatusTag status={type.status} /> },
];

// The three rows share the `classes` labels, whose `title` is the timetable's: each list names its own.
export default function ClassTypesListPage() {
  const { t } = useTranslation();
  usePageTitle('classes.typesTitle');
  return (
    <EntityList<ClassType> entity={entities.classTypes} columns={columns} title={t('classes.typesTitle')} />
  );
}

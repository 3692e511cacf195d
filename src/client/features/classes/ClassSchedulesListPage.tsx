// /classSchedules: the weekly rules the timetable's sessions are made from (type, days, time, branch, room,
// coach, the days they run between, the capacity when it is not the type's).
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import { OptionSelect } from '../../components/OptionSelect';
import { numberLocale } from '../../lib/localeNumber';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { scheduleWeekdays } from './formValues';
import { branchSource, classTypeSource } from './optionSources';
import type { ClassSchedule } from './types';

/** A weekday's short name in the language (ISO 1 Monday): 1 January 2024 was a Monday. */
export const weekdayShort = (day: number, lang: string) =>
  new Intl.DateTimeFormat(numberLocale(lang), { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, day),
  );

const named = (schedule: ClassSchedule, field: 'class_type_id' | 'branch_id' | 'room_id' | 'coach_id') =>
  schedule.names?.[field] ?? schedule[field] ?? '';

const searchInputs = {
  class_type_id: <OptionSelect preset={classTypeSource} style={{ minWidth: 180 }} />,
  branch_id: <OptionSelect preset={branchSource} style={{ minWidth: 180 }} />,
  coach_id: <OptionSelect preset="coach" style={{ minWidth: 180 }} />,
};

export default function ClassSchedulesListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle('classes.schedulesTitle');
  const lang = i18n.language;
  // Stable while the language stays: the list keys its cells on the columns.
  const columns = useMemo(() => scheduleColumns(lang, t), [lang, t]);
  return (
    <EntityList<ClassSchedule>
      entity={entities.classSchedules}
      columns={columns}
      searchInputs={searchInputs}
      title={t('classes.schedulesTitle')}
    />
  );
}

function scheduleColumns(lang: string, t: TFunction): EntityColumn<ClassSchedule>[] {
  const days = (schedule: ClassSchedule) =>
    scheduleWeekdays(schedule)
      .map((day) => weekdayShort(day, lang))
      .join(', ');
  return [
    { field: 'id', width: 80, ltr: true },
    {
      field: 'class_type_id',
      render: (s) => named(s, 'class_type_id'),
      csv: (s) => named(s, 'class_type_id'),
    },
    { field: 'weekdays', render: days, csv: days },
    { field: 'start_time', ltr: true },
    { field: 'branch_id', render: (s) => named(s, 'branch_id'), csv: (s) => named(s, 'branch_id') },
    { field: 'room_id', render: (s) => named(s, 'room_id'), csv: (s) => named(s, 'room_id') },
    { field: 'coach_id', render: (s) => named(s, 'coach_id'), csv: (s) => named(s, 'coach_id') },
    { field: 'starts_on', ltr: true, render: (s) => wireToDisplayDate(s.starts_on) },
    { field: 'ends_on', ltr: true, render: (s) => wireToDisplayDate(s.ends_on) },
    {
      field: 'capacity',
      render: (s) => s.capacity ?? t('classes.form.type_capacity'),
    },
  ];
}

// /classSchedules-add and /classSchedules-edit/:id: a weekly rule — class type, branch, room (optional, among the
// branch's), coach, weekdays, start time on the gym's clock, the days it runs between and the capacity (empty: the
// type's). The server makes its sessions ahead; an edit moves the future ones nobody booked and names those it
// kept as they were, which the form says after the save.
import { useCallback, useMemo } from 'react';
import { App, Col, Row } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { businessDay } from '../../../shared/businessDay';
import { EntityForm } from '../../components/EntityForm';
import { DateField, NumberField, TimeField } from '../../components/fields';
import { ERROR_SECONDS, TOAST_PLACEMENT } from '../../lib/useToast';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { ClassPlaceFields, WeekdaysField } from './ClassFields';
import { emptySchedule, scheduleBody, scheduleFromRecord, type ScheduleValues } from './formValues';
import type { ClassSchedule } from './types';

const half = { xs: 24, md: 12 } as const;
const third = { xs: 24, md: 8 } as const;

export default function ClassScheduleFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const titleKey = id ? 'classes.schedules.edit_title' : 'classes.schedules.add_title';
  usePageTitle(titleKey);
  // Today is read when the screen opens, not when the module loaded (a tab left open overnight).
  const initialValues = useMemo(() => emptySchedule(businessDay()), []);

  const afterSave = useCallback(
    (schedule: ClassSchedule) => {
      const kept = schedule.kept_session_ids?.length ?? 0;
      if (kept > 0)
        notification.warning({
          title: t('classes.schedules.kept', { count: kept }),
          placement: TOAST_PLACEMENT,
          duration: ERROR_SECONDS,
        });
      return true;
    },
    [notification, t],
  );

  return (
    <EntityForm<ClassSchedule, ScheduleValues>
      entity={entities.classSchedules}
      id={id}
      initialValues={initialValues}
      fromRecord={scheduleFromRecord}
      toBody={scheduleBody}
      afterSave={afterSave}
      title={t(titleKey)}
    >
      <Row gutter={16}>
        <ClassPlaceFields col={half} />
        <Col span={24}>
          <WeekdaysField name="weekdays" required />
        </Col>
        <Col {...third}>
          <TimeField name="start_time" required />
        </Col>
        <Col {...third}>
          <DateField name="starts_on" required />
        </Col>
        <Col {...third}>
          <DateField name="ends_on" />
        </Col>
        <Col {...third}>
          <NumberField name="capacity" extra={t('classes.form.capacity_hint')} />
        </Col>
      </Row>
    </EntityForm>
  );
}

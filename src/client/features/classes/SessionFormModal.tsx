// A one-off class (CLASSES_CREATE): type, branch, room (among the branch's), coach, day and start on the gym's
// clock, capacity (empty: the type's). Checked by the shared schema; a refusal shows the server's message under
// the field it names (the coach or room taken then, naming that class), else above the form.
import { useMemo, useRef, useState } from 'react';
import { Alert, Col, Form as AntForm, Modal, Row } from 'antd';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { classSessionSchema } from '../../../shared/schemas/classes';
import { DateField, NumberField, TimeField } from '../../components/fields';
import { ResourceContext, resourceInfo } from '../../components/ResourceContext';
import { serverFieldStatus } from '../../components/serverFieldErrors';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch } from '../../store/hooks';
import { ClassPlaceFields } from './ClassFields';
import type { ClassSession } from './types';

const sessions = entities.classSessions;
const info = resourceInfo(sessions.def);
const half = { xs: 24, md: 12 } as const;

export interface SessionValues {
  class_type_id: number | '';
  branch_id: number | '';
  room_id: number | '';
  coach_id: number | '';
  day: string;
  start_time: string;
  capacity: string | number;
}

export const sessionBody = (values: SessionValues) => ({
  ...values,
  room_id: values.room_id === '' ? null : values.room_id,
  capacity: values.capacity === '' ? null : Number(values.capacity),
});

export interface SessionFormModalProps {
  /** Where it starts (an empty slot clicked) and the branch the timetable shows, when one is chosen. */
  initial: { day: string; start_time?: string; branch_id?: number };
  onClose: () => void;
  onCreated: (session: ClassSession) => void;
}

export function SessionFormModal({ initial, onClose, onCreated }: SessionFormModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const form = useRef<FormikProps<SessionValues>>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const initialValues = useMemo<SessionValues>(
    () => ({
      class_type_id: '',
      branch_id: initial.branch_id ?? '',
      room_id: '',
      coach_id: '',
      day: initial.day,
      start_time: initial.start_time ?? '',
      capacity: '',
    }),
    [initial],
  );

  const submit = async (values: SessionValues, helpers: FormikHelpers<SessionValues>) => {
    setError(null);
    helpers.setStatus(undefined);
    setSaving(true);
    const { create } = sessions.thunks;
    const result = await dispatch(create({ body: sessionBody(values) }));
    setSaving(false);
    if (create.fulfilled.match(result)) {
      toast.success(t('generic.success_message'));
      onCreated(result.payload as ClassSession);
      onClose();
      return;
    }
    dispatch(sessions.actions.clearError('create'));
    const message = result.payload ?? t('generic.errors.unexpected_error');
    const { fields, code } = result.meta;
    if (!fields) {
      setError(message);
      return;
    }
    // A rule only the server checks (the coach or room taken then, a capacity over the room's) says it all in
    // its message, filled with the class in the way or the room's capacity: that message goes under the field.
    // The schema's refusals name their fields' message keys.
    const reasoned = code === 'conflict' || code === 'refused';
    helpers.setStatus(
      serverFieldStatus(
        reasoned ? Object.fromEntries(Object.keys(fields).map((name) => [name, message])) : fields,
        { ...values },
      ),
    );
  };

  return (
    <ResourceContext.Provider value={info}>
      <Modal
        open
        title={t('classes.calendar.add_title')}
        okText={t('components.actions.save')}
        cancelText={t('components.actions.cancel')}
        onOk={() => void form.current?.submitForm()}
        confirmLoading={saving}
        onCancel={onClose}
        destroyOnHidden
        width={640}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Formik<SessionValues>
          innerRef={form}
          initialValues={initialValues}
          validationSchema={classSessionSchema}
          onSubmit={submit}
        >
          <Form noValidate>
            <AntForm layout="vertical" component={false}>
              <Row gutter={16}>
                <ClassPlaceFields col={half} />
                <Col {...half}>
                  <DateField name="day" required />
                </Col>
                <Col {...half}>
                  <TimeField name="start_time" required />
                </Col>
                <Col {...half}>
                  <NumberField name="capacity" extra={t('classes.form.capacity_hint')} />
                </Col>
              </Row>
              {/* Enter submits, as in every form. */}
              <button type="submit" hidden aria-hidden tabIndex={-1} />
            </AntForm>
          </Form>
        </Formik>
      </Modal>
    </ResourceContext.Provider>
  );
}

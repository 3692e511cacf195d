// The generic add/edit screen (spec part 1 §4, part 2 §2): back-to-list button, a closable error banner per
// scope, Formik with the entity's shared yup schema, a save button gated by <family>_CREATE/_UPDATE,
// and a confirmation before leaving unsaved changes. A record the user may only view (no _UPDATE, or one the
// server marks not editable) shows disabled, with a notice and no save button. Errors — the fields' messages and
// the missing-fields line beside the save button — always follow the values shown (ValidateOnChange.tsx).
import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Result, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { Link } from 'react-router-dom';
import type { AnyObjectSchema } from 'yup';
import { permissionOf, type ParentParams } from '../../shared/resourceDef';
import type { Body } from '../api/resourceClient';
import type { Entity, Id } from '../store/createEntitySlice';
import { useCan } from './Can';
import { screenPath, type EntityBinding } from './entityBinding';
import { FormRecordContext, type FormRecord } from './FormRecordContext';
import { HistoryButton } from './history/HistoryDrawer';
import { InvalidFieldsHint } from './InvalidFieldsHint';
import { LeaveGuard } from './LeaveGuard';
import { ReadOnlyContext } from './ReadOnlyContext';
import { ResourceContext, resourceInfo, useResourceTranslation } from './ResourceContext';
import { serverFieldStatus } from './serverFieldErrors';
import { ValidateOnChange } from './ValidateOnChange';
import { useEntityFormController, type AfterSave, type FormMode } from './useEntityFormController';

export interface EntityFormProps<T extends Entity, V extends FormikValues> {
  entity: EntityBinding<T>;
  /** Edit this record; absent → add screen. */
  id?: Id;
  parent?: ParentParams;
  /** The form's yup schema; by default the row's (its update schema on edit). */
  schema?: AnyObjectSchema | ((mode: FormMode) => AnyObjectSchema);
  /** Values of an empty form (the create defaults); on edit the record's fields are laid over them. */
  initialValues: V;
  /** Record → form values; default: each key of initialValues taken from the record (null → the default). */
  fromRecord?: (record: T, initial: V) => V;
  /** Form values → request body; default: the values as they are. */
  toBody?: (values: V, mode: FormMode) => Body;
  afterSave?: AfterSave<T>;
  /**
   * Asked before a save is sent, e.g. to confirm a warning (an overlapping package): false sends nothing and
   * leaves the form as it is.
   */
  confirmSave?: (values: V, mode: FormMode) => boolean | Promise<boolean>;
  /** Go back to the list after a successful update as well as after a create. */
  leaveAfterUpdate?: boolean;
  /** Shown above the form, e.g. <ImageUploader>. */
  aside?: ReactNode;
  /** Changes kept outside Formik (e.g. an image chosen in `aside`): they enable save and guard leaving too. */
  pendingChanges?: boolean;
  title?: ReactNode;
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
}

function defaultFromRecord<T extends Entity, V extends FormikValues>(record: T, initial: V): V {
  const source = record as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(initial).map(([key, fallback]) => [key, source[key] ?? fallback]),
  ) as V;
}

/**
 * The add screen (no `id`) or edit screen (`id`) of one registry row: reads the record, validates with the row's
 * yup schema (its update schema on edit), saves through the slice's thunks, shows the server's field errors and
 * returns to the row's list. Needs `<family>_CREATE` to add and `_READ` to open a record; without `_UPDATE` the
 * record shows disabled. Children are the fields (`components/fields`), named by column.
 *
 * @example
 * <EntityForm<PtType, PtTypeValues>
 *   entity={entities.personalTrainingsTypes}
 *   id={id}
 *   initialValues={EMPTY_PT_TYPE}
 *   toBody={ptTypeBody}
 * >
 *   <TextField name="personal_training_type_name" required />
 *   <NumberField name="number_of_lessons" />
 * </EntityForm>
 */
export function EntityForm<T extends Entity, V extends FormikValues>(props: EntityFormProps<T, V>) {
  const { def } = props.entity;
  const info = useMemo(() => resourceInfo(def), [def]);
  // The add screen needs `<family>_CREATE`, the edit screen `_READ`: without it only the no-permission state
  // shows (no form without a save button, no read that would answer 403).
  const adding = props.id === undefined || props.id === '';
  const allowed = useCan(permissionOf(def, adding ? 'create' : 'read'));
  const listPath = screenPath(def.screens.list, props.parent) ?? '/';
  return (
    <ResourceContext.Provider value={info}>
      {allowed ? <EntityFormView {...props} /> : <FormForbidden title={props.title} listPath={listPath} />}
    </ResourceContext.Provider>
  );
}

function FormForbidden({ title, listPath }: { title?: ReactNode; listPath: string }) {
  const { t, resource } = useResourceTranslation();
  return (
    <Card
      className="entity-card"
      title={<span className="entity-card-title">{title ?? t(`${resource}.title`)}</span>}
      extra={<BackButton listPath={listPath} />}
    >
      <Result status="403" title={t('generic.errors.forbidden')} subTitle={t('components.forbidden')} />
    </Card>
  );
}

function BackButton({ listPath }: { listPath: string }) {
  const { t } = useResourceTranslation();
  return (
    <Link to={listPath}>
      <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
        {t('components.actions.back')}
      </Button>
    </Link>
  );
}

function EntityFormView<T extends Entity, V extends FormikValues>({
  entity,
  id,
  parent,
  schema,
  initialValues,
  fromRecord = defaultFromRecord,
  toBody,
  afterSave,
  confirmSave,
  leaveAfterUpdate,
  aside,
  pendingChanges = false,
  title,
  children,
}: EntityFormProps<T, V>) {
  const { t, resource } = useResourceTranslation();
  const form = useEntityFormController<T>({ entity, id, parent, afterSave, leaveAfterUpdate });
  const { mode, record, listPath } = form;
  const values = useMemo(
    () => (record ? fromRecord(record, initialValues) : initialValues),
    [record, fromRecord, initialValues],
  );
  const { def } = entity;
  // The server marks records the caller may read but not change (a user or role holding more than them).
  const notEditable = (record as { editable?: unknown } | undefined)?.editable === false;
  // Only an edit screen can be read-only: the add screen needs _CREATE to show at all.
  const readOnly = mode === 'edit' && (!form.canSave || notEditable);
  const validationSchema = useMemo(() => {
    if (typeof schema === 'function') return schema(mode);
    return schema ?? (mode === 'edit' ? (def.updateSchema ?? def.schema) : def.schema);
  }, [schema, mode, def]);

  const onSubmit = async (submitted: V, helpers: FormikHelpers<V>, overwrite = false) => {
    // Overwriting after a 412 repeats a save the user already confirmed.
    if (confirmSave && !overwrite && !(await confirmSave(submitted, mode))) return;
    const outcome = await form.save(toBody ? toBody(submitted, mode) : (submitted as Body), overwrite);
    // Saved (even if an after-save step failed): the form is pristine again, so it cannot be sent twice.
    if (outcome.status !== 'failed')
      helpers.resetForm({ values: mode === 'edit' ? fromRecord(outcome.record, initialValues) : submitted });
    // Refused as a conflict naming fields (a taken username): the message under each, while it holds that value.
    else helpers.setStatus(outcome.fields ? serverFieldStatus(outcome.fields, submitted) : undefined);
  };

  const banner = form.errorScope && !form.overtaken && (
    <Alert
      type="error"
      showIcon
      title={form.error}
      closable={{ onClose: () => form.clearError(form.errorScope!) }}
      style={{ marginBottom: 16 }}
    />
  );

  return (
    <Card
      className="entity-card"
      title={<span className="entity-card-title">{title ?? t(`${resource}.title`)}</span>}
      extra={
        <Space wrap>
          {mode === 'edit' && record && <HistoryButton entity={def.name} id={String(entity.keyOf(record))} />}
          <BackButton listPath={listPath} />
        </Space>
      }
    >
      {banner}
      {readOnly && record && (
        <Alert
          type="info"
          showIcon
          title={t('components.form.view_only')}
          description={notEditable ? t('components.form.read_only_reason') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      {form.loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : mode === 'edit' && !record ? null : (
        <ReadOnlyContext.Provider value={readOnly}>
          {aside}
          <FormRecordContext.Provider value={record as FormRecord | undefined}>
            <Formik<V>
              initialValues={values}
              validationSchema={validationSchema}
              enableReinitialize
              validateOnChange={false}
              onSubmit={onSubmit}
            >
              {(formik) => (
                <form noValidate onSubmit={formik.handleSubmit} onReset={formik.handleReset}>
                  {form.overtaken && (
                    <Alert
                      type="warning"
                      showIcon
                      role="alert"
                      title={form.error}
                      style={{ marginBottom: 16 }}
                      action={
                        <Space orientation="vertical">
                          <Button size="small" onClick={form.reload}>
                            {t('components.form.reload')}
                          </Button>
                          <Button
                            size="small"
                            danger
                            onClick={() => void onSubmit(formik.values, formik, true)}
                          >
                            {t('components.form.overwrite')}
                          </Button>
                        </Space>
                      }
                    />
                  )}
                  <ValidateOnChange />
                  <LeaveGuard shouldBlock={() => (formik.dirty || pendingChanges) && !form.leaving.current} />
                  <Form layout="vertical" component={false} disabled={readOnly}>
                    {typeof children === 'function' ? children(formik) : children}
                    {form.canSave && !readOnly && (
                      <Space>
                        <Button
                          type="primary"
                          htmlType="submit"
                          icon={<SaveOutlined />}
                          loading={form.busy}
                          disabled={form.busy || !(formik.dirty || pendingChanges) || !formik.isValid}
                        >
                          {t('components.actions.save')}
                        </Button>
                        {(formik.dirty || pendingChanges) && !formik.isValid && (
                          <InvalidFieldsHint errors={formik.errors} />
                        )}
                      </Space>
                    )}
                  </Form>
                </form>
              )}
            </Formik>
          </FormRecordContext.Provider>
        </ReadOnlyContext.Provider>
      )}
    </Card>
  );
}

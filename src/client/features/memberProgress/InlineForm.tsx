// The form of a member-progress record above its list (InlineEditedList): a card titled for adding or editing,
// the refused save's message, Formik over the record's shared yup schema (the one the server validates with) with
// the fields labelled from the registry row (ResourceContext), and save and cancel (useMemberRecords saves).
// Errors follow the values shown (ValidateOnChange.tsx), as in EntityForm; another record opened while the form
// is open replaces it. The fields are laid out once: a change re-renders the fields and the parts that read the
// values (useFormikContext), not the rows and columns around them.
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { Alert, Button, Card, Form } from 'antd';
import { Formik, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import type { ResourceDef } from '../../../shared/resourceDef';
import { ResourceContext, resourceInfo } from '../../components/ResourceContext';
import { ValidateOnChange } from '../../components/ValidateOnChange';

/** What a tab gives the form of its record (useMemberRecords saves). */
export interface RecordFormProps<R> {
  /** The edited record; none when adding. */
  record?: R | null;
  saving: boolean;
  error?: string | null;
  /** The request body. */
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}

export interface InlineFormProps<V extends FormikValues> {
  def: ResourceDef;
  /** The edited record; none when adding. */
  record?: { id: number } | null;
  initialValues: V;
  schema: AnyObjectSchema;
  saving: boolean;
  error?: string | null;
  /** The valid values; the form turns them into the request body. */
  onSubmit: (values: V) => void;
  onCancel: () => void;
  /** Style of the save and cancel row. */
  footerStyle?: CSSProperties;
  /** The fields; parts that show values read them with useFormikContext. */
  children: ReactNode;
}

export function InlineForm<V extends FormikValues>(props: InlineFormProps<V>) {
  const { def, record, saving, error, onCancel } = props;
  const { t } = useTranslation();
  const info = useMemo(() => resourceInfo(def), [def]);
  const body = (
    <>
      {props.children}
      <div style={props.footerStyle}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('components.actions.save')}
        </Button>{' '}
        <Button onClick={onCancel}>{t('components.actions.cancel')}</Button>
      </div>
    </>
  );
  return (
    <ResourceContext.Provider value={info}>
      <Card size="small" title={t(`${def.i18n}.${record ? 'edit_title' : 'add_title'}`)}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Form layout="vertical" component={false}>
          <Formik<V>
            key={record?.id ?? 'new'}
            initialValues={props.initialValues}
            validationSchema={props.schema}
            validateOnChange={false}
            onSubmit={(values) => props.onSubmit(values)}
          >
            {(formik) => (
              <form noValidate onSubmit={formik.handleSubmit}>
                <ValidateOnChange />
                {body}
              </form>
            )}
          </Formik>
        </Form>
      </Card>
    </ResourceContext.Provider>
  );
}

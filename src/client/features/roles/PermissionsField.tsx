// The permission editor bound to the Formik field `permissions`.
import './translations';
import { Form } from 'antd';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { useReadOnly } from '../../components/ReadOnlyContext';
import { PermissionEditor } from './PermissionEditor';

export function PermissionsField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string[]>('permissions');
  // Every box says it cannot be ticked in a role the user may only view (ROLES_READ without _UPDATE).
  const readOnly = useReadOnly();
  return (
    <Form.Item
      label={t('roles.fields.permissions')}
      validateStatus={meta.error ? 'error' : undefined}
      help={meta.error ? t(meta.error) : undefined}
    >
      <PermissionEditor
        value={field.value ?? []}
        disabled={disabled || readOnly}
        onChange={(keys) => void helpers.setValue(keys)}
      />
    </Form.Item>
  );
}

// The permission editor bound to the Formik field `permissions`.
import './translations';
import { Form } from 'antd';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { PermissionEditor } from './PermissionEditor';

export function PermissionsField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string[]>('permissions');
  return (
    <Form.Item
      label={t('roles.fields.permissions')}
      validateStatus={meta.error ? 'error' : undefined}
      help={meta.error ? t(meta.error) : undefined}
    >
      <PermissionEditor
        value={field.value ?? []}
        disabled={disabled}
        onChange={(keys) => void helpers.setValue(keys)}
      />
    </Form.Item>
  );
}

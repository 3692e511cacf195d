// Beside a disabled save button: which fields keep it disabled ("Eksik ya da hatalı: Ürün, Fiyat"), so a form
// never refuses without saying why — even for fields the user has not reached yet.
import { Typography } from 'antd';
import type { FormikErrors } from 'formik';
import { useResourceTranslation } from './ResourceContext';

export function InvalidFieldsHint({ errors }: { errors: FormikErrors<unknown> }) {
  const { t, fieldLabel } = useResourceTranslation();
  const fields = Object.keys(errors as object);
  if (fields.length === 0) return null;
  return (
    <Typography.Text type="danger" className="entity-form-invalid" role="status">
      {t('components.form.invalid_fields', { fields: fields.map(fieldLabel).join(', ') })}
    </Typography.Text>
  );
}

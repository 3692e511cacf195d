// /role-add and /role-edit/:id: name, status and the permission editor; saved as a list of keys.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { roleSchema } from '../../../shared/schemas/roles';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import { EntityForm } from '../../components/EntityForm';
import { SelectField, TextField } from '../../components/fields';
import { usePageTitle } from '../../shell/usePageTitle';
import { PermissionsField } from './PermissionsField';
import { rolesSlice } from './rolesSlice';
import type { Role } from './types';

export interface RoleValues {
  name: string;
  status: Role['status'] | '';
  permissions: string[];
}

const EMPTY: RoleValues = { name: '', status: 'active', permissions: [] };

export default function RoleFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const titleKey = id ? 'roles.edit_title' : 'roles.add_title';
  usePageTitle(titleKey);
  return (
    <EntityForm<Role, RoleValues>
      entity={rolesSlice}
      family="ROLES"
      id={id}
      schema={roleSchema}
      initialValues={EMPTY}
      listPath="/roles"
      editPath={(roleId) => `/role-edit/${roleId}`}
      title={t(titleKey)}
    >
      <TextField name="name" required />
      <SelectField name="status" required options={RECORD_STATUSES} />
      <PermissionsField />
    </EntityForm>
  );
}

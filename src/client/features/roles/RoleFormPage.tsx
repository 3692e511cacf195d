// /role-add and /role-edit/:id: name, status and the permission editor; saved as a list of keys.
import './translations';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RECORD_STATUSES } from '../../../shared/schemas/fields';
import { EntityForm } from '../../components/EntityForm';
import { SelectField, TextField } from '../../components/fields';
import { usePageTitle } from '../../shell/usePageTitle';
import { PermissionsField } from './PermissionsField';
import { entities } from '../../store/entities';
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
    <EntityForm<Role, RoleValues> entity={entities.roles} id={id} initialValues={EMPTY} title={t(titleKey)}>
      <TextField name="name" required />
      <SelectField name="status" required options={RECORD_STATUSES} />
      <PermissionsField />
    </EntityForm>
  );
}

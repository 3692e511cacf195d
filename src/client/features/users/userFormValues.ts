// Form values of the user form and their mapping to the API: password fields exist on create only.
import type { User } from './types';

export interface UserValues {
  username: string;
  email: string;
  type: User['type'] | '';
  name: string;
  lastname: string;
  title: string;
  phone: string;
  status: User['status'] | '';
  branches_id: number | '';
  roles_id: number | '';
  password?: string;
  password_again?: string;
}

export const EDIT_VALUES: UserValues = {
  username: '',
  email: '',
  type: '',
  name: '',
  lastname: '',
  title: '',
  phone: '',
  status: 'active',
  branches_id: '',
  roles_id: '',
};

export const CREATE_VALUES: UserValues = { ...EDIT_VALUES, password: '', password_again: '' };

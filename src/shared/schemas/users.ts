// Staff user form (spec part 1 §3, §5): every field required, e-mail format, password and
// password_again only on create and equal.
import { object, ref, string } from 'yup';
import { REQUIRED, oneOfRequired, requiredEmail, requiredId, requiredText } from './fields';

export const USER_TYPES = ['admin', 'manager', 'supervisor', 'coach', 'nutritionist', 'sales'] as const;
export const USER_STATUSES = ['active', 'passive', 'pending'] as const;
export const PASSWORD_AGAIN_ERR = 'users.fields.password_again_err';

export const editUserSchema = object({
  username: requiredText(100),
  email: requiredEmail(),
  type: oneOfRequired(USER_TYPES),
  name: requiredText(),
  lastname: requiredText(),
  title: requiredText(),
  phone: requiredText(40),
  status: oneOfRequired(USER_STATUSES),
  branches_id: requiredId(),
  roles_id: requiredId(),
});

export const createUserSchema = editUserSchema.shape({
  password: string().required(REQUIRED).max(200, 'generic.fields.too_large'),
  password_again: string()
    .required(REQUIRED)
    .oneOf([ref('password')], PASSWORD_AGAIN_ERR),
});

// A staff member's own password change (PUT profile/password) and its form: the server and the screen check the
// same rules. A new password has at least 8 characters with a letter and a digit, and is not the current one.
import { object, ref, string } from 'yup';
import { REQUIRED, TOO_LARGE } from './fields';

export const PASSWORD_WEAK = 'profile.password.weak';
export const PASSWORD_SAME = 'profile.password.same';
export const PASSWORD_WRONG = 'profile.password.wrong';
export const PASSWORD_AGAIN = 'profile.password.again_differs';

const newPassword = () =>
  string()
    .required(REQUIRED)
    .max(200, TOO_LARGE)
    .min(8, PASSWORD_WEAK)
    .matches(/\p{L}/u, PASSWORD_WEAK)
    .matches(/\d/, PASSWORD_WEAK);

export const passwordChangeSchema = object({
  current_password: string().required(REQUIRED).max(200, TOO_LARGE),
  new_password: newPassword().notOneOf([ref('current_password')], PASSWORD_SAME),
});

/** The screen asks for the new password twice. */
export const passwordChangeFormSchema = passwordChangeSchema.shape({
  new_password_again: string()
    .required(REQUIRED)
    .oneOf([ref('new_password')], PASSWORD_AGAIN),
});

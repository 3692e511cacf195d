// Sign-in form (spec part 1 §5): both fields required. Messages are i18n keys, translated by the SPA.
import { object, string } from 'yup';

export const loginSchema = object({
  username: string().trim().required('generic.fields.required'),
  password: string().required('generic.fields.required'),
});

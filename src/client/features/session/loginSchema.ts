// Login validation (spec part 1 §5): both fields required; messages are i18n keys, translated on render.
import { object, string } from 'yup';

export const REQUIRED = 'generic.fields.required';

export const loginSchema = object({
  username: string().trim().required(REQUIRED),
  password: string().required(REQUIRED),
});

export interface LoginValues {
  username: string;
  password: string;
}

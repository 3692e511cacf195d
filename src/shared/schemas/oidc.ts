// POST authentications/oidc: the identity provider's ID token (a JWT; generous bound, far below the body limit).
import { object, string } from 'yup';

export const oidcLoginSchema = object({
  id_token: string().trim().max(16_384, 'generic.fields.invalid').required('generic.fields.required'),
});

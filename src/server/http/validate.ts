// Runs a shared yup schema on a request body; failures become 400 with { field: i18n key }.
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { validationFailed } from './errors';

export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationFailed({});
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw validationFailed(fieldErrors(error));
  }
}

/** First message per field path; yup errors without a path go under '_'. */
export function fieldErrors(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const key = inner.path || '_';
    fields[key] ??= String(inner.message);
  }
  return fields;
}

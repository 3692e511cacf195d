// A save the server refused naming fields (409 `conflict`: a taken username, a move name in use): each
// message is kept in Formik's status with the value it refused, and shown under its field while the field still
// holds that value. Formik's own errors would not do: the schema validates again on the next change and drops them.
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

interface Refused {
  /** i18n key (`generic.fields.unique_err`); `{{field}}` in it is the field's label. */
  message: string;
  value: unknown;
}

export interface ServerFieldStatus {
  serverFields: Record<string, Refused>;
}

/** Formik status for the refused `fields` (name → message key) of a save of `values`. */
export function serverFieldStatus(
  fields: Readonly<Record<string, string>>,
  values: Readonly<Record<string, unknown>>,
): ServerFieldStatus {
  return {
    serverFields: Object.fromEntries(
      Object.entries(fields)
        .filter(([name]) => name in values)
        .map(([name, message]) => [name, { message, value: values[name] }]),
    ),
  };
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The server's translated message for field `name` (labelled `label`), while it holds the refused value. */
export function useServerFieldError(name: string, label: string): string | undefined {
  const [field] = useField(name);
  const { status } = useFormikContext();
  const { t, i18n } = useTranslation();
  const refused = (status as Partial<ServerFieldStatus> | undefined)?.serverFields?.[name];
  if (!refused || !same(refused.value, field.value)) return undefined;
  // "Bu kullanıcı adı zaten kullanılıyor": the label inside a sentence, in lower case (Turkish İ → i).
  return t(refused.message, { field: label.toLocaleLowerCase(i18n.language) });
}

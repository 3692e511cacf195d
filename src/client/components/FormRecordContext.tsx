// The record an edit form shows, for fields that need more of it than their own value: a reference field names
// its stored choice from the record's `names` (the server reads them), without a lookup the viewer may not be
// allowed to make.
import { createContext, useContext } from 'react';

export type FormRecord = Record<string, unknown> & { names?: Record<string, string> };

export const FormRecordContext = createContext<FormRecord | undefined>(undefined);

/** The stored value of `field` and its name, when the edited record answered one. */
export function useStoredName(field: string): { value: unknown; label: string } | undefined {
  const record = useContext(FormRecordContext);
  const label = record?.names?.[field];
  return record && label ? { value: record[field], label } : undefined;
}

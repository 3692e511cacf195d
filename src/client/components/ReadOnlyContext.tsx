// Whether the form on screen may only be viewed (EntityForm provides it: no _UPDATE, or a record the server marks
// `editable: false`). antd controls inside the form follow its `disabled`; this context reaches what antd's does
// not: the rich-text editor, the image picker above the form, and custom parts whose own `disabled` is a boolean
// (an explicit `false` would override antd's).
import { createContext, useContext } from 'react';

export const ReadOnlyContext = createContext(false);

/** True inside a form the user may only view. */
export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

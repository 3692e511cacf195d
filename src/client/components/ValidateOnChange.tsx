// Keeps a form's errors those of the values it shows (the missing-fields line under Kaydet stayed wrong
// after a product filled in lessons and price). Formik validates a change against the values of the render that
// made it, so two fields set in one handler or effect validate the second against values without the first — and
// that answer, arriving last, is the one kept. The generic form turns Formik's own validation on change off and
// validates here instead, once per change, after the render that holds it.
import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

export function ValidateOnChange() {
  const { values, validateForm } = useFormikContext();
  // The values first shown are not validated, as Formik does not validate on mount.
  const validated = useRef(values);
  useEffect(() => {
    if (validated.current === values) return;
    validated.current = values;
    void validateForm(values);
  }, [values, validateForm]);
  return null;
}

// The form field kit: every field reads Formik by name and labels itself `<resource>.fields.<name>`.
export { FieldItem, fieldId, useFieldError, type FieldItemProps } from './FieldItem';
export { TextField, TextAreaField, PasswordField } from './TextField';
export { NumberField } from './NumberField';
export { PhoneField, DateField, TimeField } from './MaskedFields';
export { SelectField, type Option, type OptionValue } from './SelectField';
export { SwitchField } from './SwitchField';
export { RichTextField } from './RichTextField';
export { OptionField } from './OptionField';
export { applyMask, displayToWireDate, wireToDisplayDate, onlyDigits, PHONE_MASK, DATE_MASK } from './masks';

// The report form's fields: member, type, title, the period and the rich-text content.
import './translations';
import { REPORT_TYPES } from '../../../shared/schemas/reports';
import { DateField, OptionField, RichTextField, SelectField, TextField } from '../../components/fields';

export function ReportFormFields() {
  return (
    <>
      <OptionField name="member_id" preset="members" required />
      <SelectField name="type" options={REPORT_TYPES} required />
      <TextField name="title" required />
      <DateField name="period_start" required />
      <DateField name="period_end" required />
      <RichTextField name="content" required />
    </>
  );
}

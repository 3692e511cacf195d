// A business day picked on a calendar and held as yyyy-MM-dd (the day bounds of the cash book, the reports and the
// history; the server reads them as whole business days), shown dd/MM/yyyy in every language.
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

export interface DayInputProps {
  value?: string;
  onChange?: (value?: string) => void;
  id?: string;
  allowClear?: boolean;
  'aria-label'?: string;
}

export function DayInput({ value, onChange, id, allowClear = true, ...aria }: DayInputProps) {
  return (
    <DatePicker
      id={id}
      format="DD/MM/YYYY"
      allowClear={allowClear}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : undefined)}
      aria-label={aria['aria-label']}
    />
  );
}

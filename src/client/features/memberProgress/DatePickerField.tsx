// A date picked on antd's calendar (the member-progress forms' dates), shown dd/MM/yyyy and held as the
// yyyy-MM-dd the API carries ('' for none), so the shared schema checks what is sent.
import { useMemo } from 'react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useField } from 'formik';
import { businessDay } from '../../../shared/businessDay';
import { FieldItem, fieldId, type FieldItemProps } from '../../components/fields';

const WIRE_DATE = 'YYYY-MM-DD';

/** Today as the date fields hold it: the business's day (Istanbul), whatever the browser's zone. */
export const today = () => businessDay();

export function DatePickerField(item: Omit<FieldItemProps, 'children'>) {
  const [field, , helpers] = useField<string>(item.name);
  // One Dayjs per date: a new one each render would have the picker sync its state again.
  const value = useMemo(() => (field.value ? dayjs(field.value) : null), [field.value]);
  return (
    <FieldItem {...item}>
      <DatePicker
        id={fieldId(item.name)}
        format="DD/MM/YYYY"
        style={{ width: '100%' }}
        value={value}
        onChange={(day) => void helpers.setValue(day ? day.format(WIRE_DATE) : '')}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

// The branch form's city: the searchable 81-province dropdown. Choosing a city fills empty coordinates
// with its centre, so a branch gets a sensible map position without typing it.
import { useField, useFormikContext } from 'formik';
import { FieldItem, fieldId } from '../../components/fields';
import { useCitiesQuery } from '../../store/lookupsApi';
import { CitySelect } from './CitySelect';

interface Coordinates {
  latitude: string | number | null;
  longitude: string | number | null;
}

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

export function CityField({ extra }: { extra?: string }) {
  const [field, , helpers] = useField<number | '' | null>('city');
  const { values, setFieldValue } = useFormikContext<Coordinates>();
  const { data: cities } = useCitiesQuery();

  const choose = (id: number | undefined) => {
    void helpers.setValue(id ?? '');
    const city = id === undefined ? undefined : cities?.find((c) => c.id === id);
    if (!city) return;
    if (isEmpty(values.latitude)) void setFieldValue('latitude', String(city.latitude));
    if (isEmpty(values.longitude)) void setFieldValue('longitude', String(city.longitude));
  };

  return (
    <FieldItem name="city" required extra={extra}>
      <CitySelect
        id={fieldId('city')}
        value={isEmpty(field.value) ? undefined : (field.value as number)}
        onChange={choose}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

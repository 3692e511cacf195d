// Form values of a personal-training type and their mapping to the API: an emptied lesson count or validity is
// sent as null so the edit keeps it empty (the SPA drops empty strings from edits).
import type { Body } from '../../api/resourceClient';
import type { PtType } from './types';

export interface PtTypeValues {
  personal_training_type_name: string;
  short_description: string;
  number_of_lessons: string | number | null;
  display_price: string;
  validity_days: string | number | null;
  description: string;
}

export const EMPTY_PT_TYPE: PtTypeValues = {
  personal_training_type_name: '',
  short_description: '',
  number_of_lessons: '',
  display_price: '',
  validity_days: '',
  description: '',
};

const numberOrNull = (value: string | number | null): number | null =>
  value === '' || value === null ? null : Number(value);

export function ptTypeBody(values: PtTypeValues): Body {
  return {
    ...values,
    number_of_lessons: numberOrNull(values.number_of_lessons),
    validity_days: numberOrNull(values.validity_days),
  };
}

export const ptTypeImage = (type: Pick<PtType, 'attributes'> | undefined) =>
  type?.attributes?.media?.find((m) => m.type === 'image');

// Form values of a personal training (member, type, coach, dates held as yyyy-MM-dd, shown dd/MM/yyyy).
import type { Body } from '../../api/resourceClient';

export interface TrainingValues {
  member_id: number | '';
  pt_type_id: number | '';
  coach_id: number | '';
  start_date: string;
  end_date: string;
  description: string;
}

export const EMPTY_TRAINING: TrainingValues = {
  member_id: '',
  pt_type_id: '',
  coach_id: '',
  start_date: '',
  end_date: '',
  description: '',
};

/** An emptied date is sent as null so an edit clears it (empty strings are dropped from edits). */
export const trainingBody = (values: TrainingValues): Body => ({
  ...values,
  start_date: values.start_date || null,
  end_date: values.end_date || null,
});

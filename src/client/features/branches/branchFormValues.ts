// Form values of the branch form and their mapping to the API (coordinates typed as text, sent as numbers).
import type { Body } from '../../api/resourceClient';
import type { Branch } from './types';

export interface BranchValues {
  name: string;
  supervisor_id: number | '';
  nutritionist_id: number | '';
  status: Branch['status'] | '';
  city: number | '';
  address: string;
  latitude: string | number;
  longitude: string | number;
}

export const EMPTY_BRANCH: BranchValues = {
  name: '',
  supervisor_id: '',
  nutritionist_id: '',
  status: 'active',
  city: '',
  address: '',
  latitude: '',
  longitude: '',
};

const toNumber = (value: string | number) => (value === '' ? '' : Number(value));

export function branchBody(values: BranchValues): Body {
  return { ...values, latitude: toNumber(values.latitude), longitude: toNumber(values.longitude) };
}

/** The branch's stored image (attributes.media entry of type image), edited in place on save. */
export const branchImage = (branch: Pick<Branch, 'attributes'> | undefined) =>
  branch?.attributes?.media?.find((m) => m.type === 'image');

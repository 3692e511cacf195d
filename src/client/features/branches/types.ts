// Records of the branches area (spec part 2 §3).
import type { RecordStatus } from '../../../shared/types';

export interface MediaEntry {
  id?: number;
  type: string;
  url: string;
}

export interface Branch {
  id: number;
  name: string;
  supervisor_id: number | null;
  nutritionist_id: number | null;
  status: RecordStatus;
  /** Province plate code (src/shared/cities.ts). */
  city: number | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  attributes?: { media?: MediaEntry[] };
}

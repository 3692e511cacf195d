// Posture analysis (spec part 2 §3, §5): comments are optional. Staff start one from the member's file with a
// posture name and the four photos (the photos are the row's `files`, checked by the server from their bytes);
// the instructor then answers with a rich-text comment — the only field an answer changes (the member's
// comment stays read-only, and who answered and when are filled by the server).
import { object } from 'yup';
import type { SchemaRecord } from '../schemaRecord';
import { optionalRichText, optionalText, requiredText } from './fields';

/** Rich text may hold pasted images as data URLs; JSON bodies are limited to 1 MiB anyway. */
export const MAX_POSTURE_COMMENT = 100_000;

/** The four photos, in the order the screens show them. */
export const POSTURE_PHOTOS = ['image_front', 'image_back', 'image_side1', 'image_side2'] as const;

export const startPostureAnalysisSchema = object({
  posture_name: requiredText(100),
  user_comment: optionalText(5000),
});

export const answerPostureAnalysisSchema = object({
  instructor_comment: optionalRichText(MAX_POSTURE_COMMENT),
});

// The records as answered (the registry rows name them in `record`).
/** A member's posture analysis (spec part 2 §3): four photos, the member's comment, the instructor's answer. */
export type PostureAnalysisRecord = SchemaRecord<typeof startPostureAnalysisSchema> &
  Omit<SchemaRecord<typeof answerPostureAnalysisSchema>, 'id'> &
  PostureAnalysisServerFields;

/** What the server writes and computes beside the two forms' fields. */
interface PostureAnalysisServerFields {
  member_id: number;
  /** URLs of the four photos ('' when missing). */
  image_front: string;
  image_back: string;
  image_side1: string;
  image_side2: string;
  create_user: number | null;
  /** Who answered and when: filled by the server on every answer, never taken from the body. */
  answered_by: number | null;
  answered_at: string | null;
  /** Computed for lists: the member's and the answering user's names. */
  member_name?: string;
  answered_by_name?: string;
  created_at?: string;
}

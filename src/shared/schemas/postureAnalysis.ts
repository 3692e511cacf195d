// Posture analysis (spec part 2 §3, §5): comments are optional. Staff start one from the member's file with a
// posture name and the four photos (the photos are the row's `files`, checked by the server from their bytes);
// the instructor then answers with a rich-text comment — the only field an answer changes (the member's
// comment stays read-only, and who answered and when are filled by the server).
import { object } from 'yup';
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

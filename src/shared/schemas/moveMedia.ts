// Moves library (spec part 2 §3, §5): a catalogue move's video and rich-text description, both optional.
// create_user / update_user are filled by the server from the signed-in user (the form's '1' is ignored).
import { object, string } from 'yup';
import { MOVE_VALUES } from '../moveCatalogue';
import type { SchemaRecord } from '../schemaRecord';
import { INVALID, REQUIRED, TOO_LARGE, optionalRichText } from './fields';

/** The spec's video limit (bytes); the server's VIDEO_MAX_BYTES defaults to it. */
export const VIDEO_MAX_BYTES = 3_000_000;
export const MAX_MOVE_DESCRIPTION = 100_000;

export const moveMediaSchema = object({
  // A catalogue move's value (snake_case code, spec part 2 §3): the record's key in paths.
  move_name: string().trim().required(REQUIRED).max(100, TOO_LARGE).oneOf(MOVE_VALUES, INVALID),
  description: optionalRichText(MAX_MOVE_DESCRIPTION),
});

/** An edit changes the description (and the video); the move it belongs to stays. */
export const editMoveMediaSchema = object({
  description: optionalRichText(MAX_MOVE_DESCRIPTION),
});

/** A move's demonstration video and description (spec part 2 §3 "Move media"), addressed by move_name. */
export type MoveMediaRecord = SchemaRecord<typeof moveMediaSchema> & {
  /** URL of the video ('' when none); `video_url` is the same, as the spec names it. */
  file: string;
  video_url: string;
  create_user: number | null;
  update_user: number | null;
};

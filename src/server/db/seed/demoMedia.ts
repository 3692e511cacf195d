// Demo photos and videos were generated at development time (generateDemoMedia.sh: drawn figures and ffmpeg
// test patterns) and are committed; they are served in place from demo-media/ (media/static.ts), so seeding writes
// media rows only and downloads nothing. Areas' demo seeds name their files here.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Demo photos and videos committed with the code, served beside the uploads (media/static.ts). */
export const demoMediaDir = path.join(__dirname, 'demo-media');

/** The demo files that exist (a trimmed checkout may lack some). */
export const demoMediaFiles = (): Set<string> => new Set(readdirSync(demoMediaDir));

/** A media row's file columns for a demo file. */
export const demoMediaFile = (name: string, visibility: 'public' | 'private' = 'public') => {
  const mime = name.endsWith('.webm') ? 'video/webm' : name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg';
  return {
    file_name: name,
    original_name: name,
    mime_type: mime,
    kind: mime.startsWith('video') ? ('video' as const) : ('image' as const),
    size: statSync(path.join(demoMediaDir, name)).size,
    visibility,
  };
};

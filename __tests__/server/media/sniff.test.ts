// Uploads are typed by their content (file-type), never by their name or declared type.
import { sniffType } from '../../../src/server/media/sniff';
import { FILES, VIDEO_FILES } from '../helpers/samples';

describe('sniffType', () => {
  it('accepts the images and videos browsers show, by content', async () => {
    expect(await sniffType(FILES.png)).toEqual({ mime: 'image/png', kind: 'image', extension: 'png' });
    expect(await sniffType(FILES.jpeg)).toEqual({ mime: 'image/jpeg', kind: 'image', extension: 'jpg' });
    expect(await sniffType(FILES.mp4)).toEqual({ mime: 'video/mp4', kind: 'video', extension: 'mp4' });
    expect(await sniffType(VIDEO_FILES.webm)).toEqual({
      mime: 'video/webm',
      kind: 'video',
      extension: 'webm',
    });
  });

  it('does not take every ISO media box for an mp4 video: a HEIC photo and a QuickTime movie are refused', async () => {
    expect(await sniffType(FILES.heic)).toBeNull();
    expect(await sniffType(FILES.mov)).toBeNull();
  });

  it('refuses text, HTML and truncated headers', async () => {
    expect(await sniffType(FILES.text)).toBeNull();
    expect(await sniffType(FILES.html)).toBeNull();
    expect(await sniffType(FILES.png.subarray(0, 8))).toBeNull();
    expect(await sniffType(Buffer.alloc(0))).toBeNull();
  });
});

// Course packages: the image is an upload (owner 'course_package', in attributes.media as for articles);
// media_id and image_url (spec part 2 §3) name the first one.
import type { MediaEntry } from '../../../shared/records';
import { defineHooks } from '../hooks';

export default defineHooks<'course_packages'>({
  async decorate(records) {
    return records.map((record) => {
      const media = ((record.attributes ?? {}) as { media?: MediaEntry[] }).media ?? [];
      const image = media.find((m) => m.type === 'image');
      return { ...record, media_id: image?.id ?? null, image_url: image?.url ?? '' };
    });
  },
});

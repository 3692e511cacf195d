// Course packages: the image is an upload (owner 'course_package', in attributes.media as for articles);
// media_id and image_url (spec part 2 §3) name the first one. Putting a package on sale (status 0, active) —
// creating it active or activating it — is its approval: COURSE_PACKAGE_APPROVE, else 403.
import { hasAny } from '../../../shared/permissions';
import type { MediaEntry } from '../../../shared/schemas/media';
import { forbidden } from '../../http/errors';
import { defineHooks } from '../../resources/hooks';

const ACTIVE = 0;

export default defineHooks<'course_packages'>({
  async check(input, { principal, existing }) {
    const activates = Number(input.status_id) === ACTIVE && Number(existing?.status_id) !== ACTIVE;
    if (activates && !hasAny(principal.permissions, 'COURSE_PACKAGE_APPROVE')) throw forbidden();
  },
  async decorate(records) {
    return records.map((record) => {
      const media = ((record.attributes ?? {}) as { media?: MediaEntry[] }).media ?? [];
      const image = media.find((m) => m.type === 'image');
      return { ...record, media_id: image?.id ?? null, image_url: image?.url ?? '' };
    });
  },
});

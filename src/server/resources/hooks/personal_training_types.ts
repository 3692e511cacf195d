// Personal-training types: the image is an upload (owner 'personalTrainingType'); image_url is its address.
import type { MediaEntry } from '../../../shared/records';
import { defineHooks } from '../hooks';

export const firstImageUrl = (record: Record<string, unknown>): string => {
  const media = (record.attributes as { media?: MediaEntry[] } | undefined)?.media ?? [];
  return media.find((m) => m.type === 'image')?.url ?? '';
};

export default defineHooks<'personal_training_types'>({
  decorate: async (records) => records.map((record) => ({ ...record, image_url: firstImageUrl(record) })),
});

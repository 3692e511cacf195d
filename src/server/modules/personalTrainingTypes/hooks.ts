// Personal-training types: the image is an upload (owner 'personalTrainingType'); image_url is its address.
import { firstImageUrl } from '../../media/present';
import { defineHooks } from '../../resources/hooks';

export default defineHooks<'personal_training_types'>({
  decorate: async (records) => records.map((record) => ({ ...record, image_url: firstImageUrl(record) })),
});

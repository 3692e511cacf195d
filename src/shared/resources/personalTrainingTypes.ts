// The registry rows of the personalTrainingTypes area (assembled in index.ts; the row shape is resourceDef.ts).
// The spec names the entity and its paths `personalTrainingsTypes` (its table personal_training_types); the area's
// folders and labels (`personalTrainingTypes.*`) use the table's spelling.
import { defineResource, recordType } from '../resourceDef';
import { type PersonalTrainingTypeRecord, ptTypeSchema } from '../schemas/personalTrainings';

export const personalTrainingTypesRows = {
  personalTrainingsTypes: defineResource({
    name: 'personalTrainingsTypes',
    i18n: 'personalTrainingTypes',
    record: recordType<PersonalTrainingTypeRecord>(),
    computed: ['image_url', 'attributes'],
    path: 'personalTrainingsTypes',
    entity: 'personal_training_types',
    // The personal trainings' permission family covers their types too.
    family: 'PERSONAL_TRAININGS',
    sortable: ['id', 'personal_training_type_name', 'number_of_lessons', 'display_price'],
    filters: { id: 'eq' },
    search: { param: 'name', columns: ['personal_training_type_name', 'short_description'] },
    searchForm: ['name'],
    label: ['personal_training_type_name'],
    schema: ptTypeSchema,
    richText: ['description'],
    listOmit: ['description'],
    mediaOwner: 'personalTrainingType',
    screens: {
      list: '/personalTrainingsTypes',
      add: '/personalTrainingsTypes-add',
      edit: '/personalTrainingsTypes-edit/:id',
    },
  }),
} as const;

// /personalTrainingsTypes: types with their image, lesson count and price; name search.
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { PriceText } from '../../components/PriceText';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { PtType } from './types';

const columns: EntityColumn<PtType>[] = [
  { field: 'id', width: 80, ltr: true },
  {
    field: 'image_url',
    width: 90,
    render: (r) =>
      r.image_url ? (
        <img src={r.image_url} alt="" style={{ maxWidth: 64, maxHeight: 64, objectFit: 'cover' }} />
      ) : null,
    csv: (r) => r.image_url,
  },
  { field: 'personal_training_type_name' },
  { field: 'short_description' },
  { field: 'number_of_lessons', ltr: true },
  { field: 'display_price', render: (r) => <PriceText value={r.display_price} /> },
];

export default function PtTypesListPage() {
  usePageTitle('personalTrainingTypes.title');
  return <EntityList<PtType> entity={entities.personalTrainingsTypes} columns={columns} />;
}

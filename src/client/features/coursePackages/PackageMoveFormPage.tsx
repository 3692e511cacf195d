// /coursePackages-moves-add/:package_id/:day and /coursePackages-moves-edit/:package_id/:day/:id: a move chosen
// from the grouped catalogue (its label is stored), sets (required), duration, weight and a rich-text note.
import './translations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntityForm } from '../../components/EntityForm';
import { OptionField, RichTextField, TextField } from '../../components/fields';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import type { PackageDayMove } from './types';

interface MoveFormValues {
  move_name: string;
  number_sets: string;
  duration: string;
  weight: string;
  description: string;
}

const newMoveValues: MoveFormValues = {
  move_name: '',
  number_sets: '',
  duration: '',
  weight: '',
  description: '',
};

export default function PackageMoveFormPage() {
  const { t } = useTranslation();
  const { package_id: packageId = '', day = '', id } = useParams();
  const titleKey = id ? 'coursePackages.moves.edit_title' : 'coursePackages.moves.add_title';
  usePageTitle('coursePackages.actions.moves');
  const parent = useMemo(() => ({ package_id: packageId, day }), [packageId, day]);
  return (
    <EntityForm<PackageDayMove, MoveFormValues>
      entity={entities.packageDayMove}
      id={id}
      parent={parent}
      initialValues={newMoveValues}
      title={t(titleKey, { day })}
    >
      <OptionField name="move_name" preset="moves" required />
      <TextField name="number_sets" required />
      <TextField name="duration" />
      <TextField name="weight" />
      <RichTextField name="description" />
    </EntityForm>
  );
}

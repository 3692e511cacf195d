// The diet-list add/edit form on the generic EntityForm: member, nutritionist, title, dates and notes, then the
// day/meal editor with totals against the chosen member's daily target. Saving sends the list with all its
// items (the server writes them in the list's transaction).
import { useTranslation } from 'react-i18next';
import { Divider } from 'antd';
import { EntityForm } from '../../components/EntityForm';
import { DateField, OptionField, TextAreaField, TextField } from '../../components/fields';
import { useReadOnly } from '../../components/ReadOnlyContext';
import { entities } from '../../store/entities';
import { useAppSelector } from '../../store/hooks';
import { useMemberTargetQuery } from '../../store/lookupsApi';
import { DayMealEditor } from './DayMealEditor';
import { DietListActions } from './DietListActions';
import {
  dietListToBody,
  dietListToValues,
  newDietListValues,
  type DietListFormValues,
} from './dietListValues';
import type { DietList } from './types';

export interface DietListFormProps {
  id?: string;
  /** A member chosen before (the member file's diets tab). */
  memberId?: number;
  title: string;
}

function MemberTargetEditor({ memberId, fallback }: { memberId: number | ''; fallback: number }) {
  const target = useMemberTargetQuery({ id: Number(memberId) }, { skip: !memberId });
  // A list the user may only view (EntityForm's read-only) hides the editor's add and remove buttons.
  const readOnly = useReadOnly();
  return <DayMealEditor target={target.data?.target_daily_calorie ?? fallback} disabled={readOnly} />;
}

export function DietListForm({ id, memberId, title }: DietListFormProps) {
  const { t } = useTranslation();
  const current = useAppSelector(entities.dietLists.selectors.selectCurrent);
  const record = id !== undefined && current && String(current.id) === id ? current : undefined;
  return (
    <EntityForm<DietList, DietListFormValues>
      entity={entities.dietLists}
      id={id}
      initialValues={newDietListValues(memberId)}
      fromRecord={dietListToValues}
      toBody={dietListToBody}
      title={title}
      aside={
        record ? (
          <div style={{ marginBottom: 16 }}>
            <DietListActions list={record} />
          </div>
        ) : undefined
      }
    >
      {(form) => (
        <>
          <OptionField name="member_id" preset="members" required />
          <OptionField name="nutritionist_id" preset="nutritionist" />
          <TextField name="title" required />
          <DateField name="start_date" required />
          <DateField name="end_date" required />
          <TextAreaField name="notes" rows={3} />
          <Divider titlePlacement="start">{t('dietLists.fields.items')}</Divider>
          <MemberTargetEditor memberId={form.values.member_id} fallback={record?.target_daily_calorie ?? 0} />
        </>
      )}
    </EntityForm>
  );
}

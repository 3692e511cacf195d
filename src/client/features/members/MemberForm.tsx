// The member form on the generic EntityForm: the shared yup schema (Turkish messages through i18n keys),
// create defaults, and the value ↔ body rules of memberFormValues. No password field: on create the
// server leaves it unset and staff issue one with 'Send new password'.
import type { ReactNode } from 'react';
import { EntityForm } from '../../components/EntityForm';
import { entities } from '../../store/entities';
import { MemberFormFields } from './MemberFormFields';
import { memberToBody, memberToValues, newMemberValues, type MemberFormValues } from './memberFormValues';
import type { Member } from './types';

export interface MemberFormProps {
  /** The member to edit; absent on /member-add. */
  id?: string;
  title: ReactNode;
}

export function MemberForm({ id, title }: MemberFormProps) {
  return (
    <EntityForm<Member, MemberFormValues>
      entity={entities.members}
      id={id}
      initialValues={newMemberValues}
      fromRecord={memberToValues}
      toBody={memberToBody}
      title={title}
    >
      <MemberFormFields />
    </EntityForm>
  );
}

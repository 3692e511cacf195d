// The staff user form (spec part 1 §3, §5): every field required, e-mail format; password and its repeat
// (show/hide, matching) on create only; save gated by USERS_CREATE / USERS_UPDATE inside EntityForm.
import { Col, Divider, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_STATUSES, USER_TYPES } from '../../../shared/schemas/users';
import { EntityForm } from '../../components/EntityForm';
import { PasswordField, PhoneField, SelectField, TextField } from '../../components/fields';
import { IdentityLinkNotice } from './IdentityLinkNotice';
import { ResetPasswordButton } from './ResetPasswordButton';
import { UserReferenceFields } from './UserReferenceFields';
import type { User } from './types';
import { CREATE_VALUES, EDIT_VALUES, type UserValues } from './userFormValues';
import { entities } from '../../store/entities';

const half = { xs: 24, md: 12 } as const;

export function UserForm({ id }: { id?: string }) {
  const { t } = useTranslation();
  const creating = !id;
  return (
    <EntityForm<User, UserValues>
      entity={entities.users}
      id={id}
      initialValues={creating ? CREATE_VALUES : EDIT_VALUES}
      title={t(creating ? 'users.add_title' : 'users.edit_title')}
      aside={
        creating ? undefined : (
          <>
            <IdentityLinkNotice id={Number(id)} />
            <ResetPasswordButton id={Number(id)} />
          </>
        )
      }
    >
      <Divider titlePlacement="start">{t('users.sections.account')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <TextField name="username" required autoComplete="off" />
        </Col>
        <Col {...half}>
          <TextField name="email" type="email" required autoComplete="off" />
        </Col>
        {creating && (
          <>
            <Col {...half}>
              <PasswordField name="password" required />
            </Col>
            <Col {...half}>
              <PasswordField name="password_again" required />
            </Col>
          </>
        )}
        <Col {...half}>
          <SelectField name="type" required options={USER_TYPES} />
        </Col>
        <Col {...half}>
          <SelectField name="status" required options={USER_STATUSES} />
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('users.sections.person')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <TextField name="name" required />
        </Col>
        <Col {...half}>
          <TextField name="lastname" required />
        </Col>
        <Col {...half}>
          <TextField name="title" required />
        </Col>
        <Col {...half}>
          <PhoneField name="phone" required />
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('users.sections.organisation')}</Divider>
      <UserReferenceFields />
    </EntityForm>
  );
}

// The users slice and the assigned-members sub-resource slice (`users/:parentId/members`), both from the factory.
import { RESOURCES } from '../../../shared/resources';
import { createEntitySlice } from '../../store/createEntitySlice';
import type { AssignedMember, User } from './types';

const { users, userMembers } = RESOURCES;

export const usersSlice = createEntitySlice<User>({ name: users.name, path: users.path, defaultSort: users.defaultSort });

export const userMembersSlice = createEntitySlice<AssignedMember>({
  name: userMembers.name,
  path: userMembers.path,
  defaultSort: userMembers.defaultSort,
});

// Every slice of the store, one line each: the app composes features, so the list lives here and not in
// store/ (lint: the store never imports features). Add an entity slice with one import and one line
// (e.g. `members: membersSlice.reducer`); rootReducer and RootState in store/index.ts follow automatically.
import { sessionSlice } from '../store/session';
import { settingsSlice } from '../store/settings';
import { lookupsApi, lookupsReducer } from '../store/lookupsApi';
import { membersSlice } from '../features/members/membersSlice';
import { articlesSlice } from '../features/articles/articlesSlice';
import { userMembersSlice, usersSlice } from '../features/users/usersSlice';
import { rolesSlice } from '../features/roles/rolesSlice';
import { branchesSlice } from '../features/branches/branchesSlice';

export const reducers = {
  session: sessionSlice.reducer,
  settings: settingsSlice.reducer,
  members: membersSlice.reducer,
  articles: articlesSlice.reducer,
  users: usersSlice.reducer,
  userMembers: userMembersSlice.reducer,
  roles: rolesSlice.reducer,
  branches: branchesSlice.reducer,
  [lookupsApi.reducerPath]: lookupsReducer,
};

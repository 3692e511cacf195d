// Every slice of the store, one line each. Feature folders add their entity slices here
// (e.g. `members: membersSlice.reducer`); rootReducer and RootState follow automatically.
import { sessionSlice } from './session';
import { settingsSlice } from './settings';
import { membersSlice } from '../features/members/membersSlice';
import { articlesSlice } from '../features/articles/articlesSlice';

export const reducers = {
  session: sessionSlice.reducer,
  settings: settingsSlice.reducer,
  members: membersSlice.reducer,
  articles: articlesSlice.reducer,
};

// The lookups' reset action, dispatchable without loading RTK Query (the sign-out listener runs on /login's
// first load): the type is RTK Query's own `${reducerPath}/resetApiState` (a test checks they stay equal).
import { createAction } from '@reduxjs/toolkit';

export const LOOKUPS_PATH = 'lookups';

export const lookupsReset = createAction(`${LOOKUPS_PATH}/resetApiState`);

// Who may replay action logs: admins, and any staff member holding SUPPORT_REPLAY.
import type { RootState } from '../../store';

export const SUPPORT_REPLAY = 'SUPPORT_REPLAY';

export const selectCanReplay = (state: RootState): boolean =>
  state.session.user?.type === 'admin' || state.session.permissions.includes(SUPPORT_REPLAY);

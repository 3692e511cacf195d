// Route guard for the access groups admin / staff / user / onlyGuest (spec part 1 §2).
// A guest is sent to /login with the requested path remembered; /login sends a signed-in user back there.
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { useAppSelector } from '../store/hooks';
import { mayEnter, type AccessGroup } from '../store/sessionModel';
import { selectUserRole } from '../store/sessionSelectors';
import { LoadingScreen } from './LoadingScreen';

export interface LoginRedirectState {
  from?: string;
}

const pathOf = (location: Location): string => `${location.pathname}${location.search}${location.hash}`;

export function RequireAccess({ group }: { group: AccessGroup }) {
  const status = useAppSelector((state) => state.session.status);
  const role = useAppSelector(selectUserRole);
  const mustChangePassword = useAppSelector((state) => state.session.mustChangePassword === true);
  const location = useLocation();

  if (status === 'unknown') return <LoadingScreen />; // the stored session is still being read

  if (group === 'onlyGuest') {
    if (role === null) return <Outlet />;
    const from = (location.state as LoginRedirectState | null)?.from;
    return <Navigate to={from && from !== '/login' ? from : '/'} replace />;
  }

  // A one-time password: the profile's password change before any other screen (the server refuses the rest).
  if (mustChangePassword && role !== null && !['/profile', '/logout'].includes(location.pathname))
    return <Navigate to="/profile" replace />;
  if (mayEnter(group, role)) return <Outlet />;
  // A signed-in user outside the group cannot use /login (guests only): home instead of a redirect loop.
  if (role !== null) return <Navigate to="/" replace />;
  return <Navigate to="/login" replace state={{ from: pathOf(location) } satisfies LoginRedirectState} />;
}

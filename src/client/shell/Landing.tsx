// '/': the first screen the user's permissions open (the menu's order, so the dashboard for those who may see
// it), instead of a fixed page that answers "no permission" to most roles; nothing in the menu → the profile.
import { Navigate } from 'react-router-dom';
import { useNavigation } from './useNavigation';

export function Landing() {
  const { items } = useNavigation();
  return <Navigate to={items[0]?.route ?? '/profile'} replace />;
}

// The navigation the signed-in user may see, memoised on the permission list.
import { useMemo } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectPermissions } from '../store/sessionSelectors';
import { NAVIGATION, type NavEntry, type NavItem } from './navigation';
import { filterNavigation, flattenNavigation } from './navigationFilter';

export function useNavigation(): { entries: NavEntry[]; items: NavItem[] } {
  const permissions = useAppSelector(selectPermissions);
  return useMemo(() => {
    const entries = filterNavigation(NAVIGATION, permissions);
    return { entries, items: flattenNavigation(entries) };
  }, [permissions]);
}

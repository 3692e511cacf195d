// The navigation the signed-in user may see, memoised on the permission list.
import { useContext, useMemo } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectPermissions } from '../store/sessionSelectors';
import { NavigationContext, type NavEntry, type NavItem } from './navigation';
import { filterNavigation, flattenNavigation } from './navigationFilter';

export function useNavigation(): { entries: NavEntry[]; items: NavItem[] } {
  const permissions = useAppSelector(selectPermissions);
  const navigation = useContext(NavigationContext);
  return useMemo(() => {
    const entries = filterNavigation(navigation, permissions);
    return { entries, items: flattenNavigation(entries) };
  }, [navigation, permissions]);
}

// Permission gate (spec part 1 §6): buttons, tabs and wrapped content show only with a held permission.
// Reads state.session.permissions without importing the store's RootState, so components stay below the store.
import type { ReactNode } from 'react';
import { hasAny } from '../../shared/permissions';
import { useAppSelector } from '../store/hooks';

const NONE: readonly string[] = [];

interface WithSession {
  session?: { permissions?: readonly string[] };
}

/** The signed-in user's permission keys (empty for a guest). */
export function usePermissions(): readonly string[] {
  return useAppSelector((state: WithSession) => state.session?.permissions ?? NONE);
}

/** True when the user holds at least one of `needed` (nothing needed → true). */
export function useCan(needed: string | readonly string[] | undefined): boolean {
  return hasAny(usePermissions(), needed);
}

export interface CanProps {
  /** One key, or several of which any one suffices. */
  permission: string | readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}

export function Can({ permission, children, fallback = null }: CanProps) {
  return <>{useCan(permission) ? children : fallback}</>;
}

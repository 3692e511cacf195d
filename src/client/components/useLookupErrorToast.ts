// One error toast per failed lookup request (spec part 1 §8: a dropdown load that fails shows its message in a
// snackbar — once). Keyed by RTK Query's request id, so neither a second dropdown on the same failed request,
// nor StrictMode's second effect run, nor a re-render with a new toast function toasts it again. (The toast
// function changes whenever antd's App re-renders with a new theme, e.g. when the profile's settings arrive
// after sign-in; when the load itself depended on it, that re-ran the load and toasted its failure twice.)
import { useEffect } from 'react';
import { useToast } from '../lib/useToast';
import { lookupErrorMessage } from '../store/lookupsApi';

const announced = new Set<string>();
const ANNOUNCED_LIMIT = 200;

/** Toasts `error`'s message once for `requestId` (the query result's `requestId` and `error`). */
export function useLookupErrorToast(requestId: string | undefined, error: unknown): void {
  const toast = useToast();
  useEffect(() => {
    if (!error || !requestId || announced.has(requestId)) return;
    if (announced.size >= ANNOUNCED_LIMIT) announced.clear();
    announced.add(requestId);
    toast.error(lookupErrorMessage(error) ?? '');
  }, [toast, requestId, error]);
}

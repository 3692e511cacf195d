// GET dashboard, once per visit: the figures, or the error's translated message.
import { useEffect, useState } from 'react';
import type { DashboardAnswer } from '../../../shared/dashboard';
import { chooseErrorMessage, http } from '../../api/http';

export function useDashboard() {
  const [answer, setAnswer] = useState<DashboardAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<DashboardAnswer>('dashboard', { signal: controller.signal })
      .then(({ data }) =>
        // Anything but the expected shape (a proxy's page, an older server) shows no figures rather than failing.
        setAnswer({ today: String(data?.today ?? ''), cards: data?.cards ?? {}, charts: data?.charts ?? {} }),
      )
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(chooseErrorMessage(e));
      });
    return () => controller.abort();
  }, []);
  return { answer, error };
}

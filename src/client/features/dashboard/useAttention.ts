// GET attention, once per visit: what needs staff now, or the error's translated message.
import { useEffect, useState } from 'react';
import type { AttentionAnswer } from '../../../shared/attention';
import { chooseErrorMessage, http } from '../../api/http';

export function useAttention() {
  const [answer, setAnswer] = useState<AttentionAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<AttentionAnswer>('attention', { signal: controller.signal })
      .then(({ data }) =>
        setAnswer({
          today: String(data?.today ?? ''),
          counts: data?.counts ?? {},
          items: Array.isArray(data?.items) ? data.items : [],
        }),
      )
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(chooseErrorMessage(e));
      });
    return () => controller.abort();
  }, []);
  return { answer, error };
}

// Controller of the replay screen: reads the chosen file, loads it into a sandbox, and holds the current step.
import { useCallback, useMemo, useState } from 'react';
import { ActionLogFormatError, type LogErrorCode } from '../../store/actionLog/parseLog';
import { changesAt, loadSandbox, type Sandbox } from './sandbox';

export type LoadError = LogErrorCode | 'read_failed' | 'replay_failed';

export interface ReplaySandboxController {
  fileName: string | null;
  sandbox: Sandbox | null;
  error: LoadError | null;
  /** 0 = the start state, i = after action i. */
  index: number;
  setIndex(index: number): void;
  load(file: File): Promise<void>;
  reset(): void;
}

const readText = (file: Blob): Promise<string> =>
  typeof file.text === 'function'
    ? file.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsText(file);
      });

export function useReplaySandbox(): ReplaySandboxController & { changes: ReturnType<typeof changesAt> } {
  const [fileName, setFileName] = useState<string | null>(null);
  const [sandbox, setSandbox] = useState<Sandbox | null>(null);
  const [error, setError] = useState<LoadError | null>(null);
  const [index, setRawIndex] = useState(0);

  const total = sandbox?.log.actions.length ?? 0;
  const setIndex = useCallback(
    (next: number) => setRawIndex(Math.max(0, Math.min(total, Math.round(next)))),
    [total],
  );

  const load = useCallback(async (file: File) => {
    setFileName(file.name);
    setSandbox(null);
    setError(null);
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setError('read_failed');
      return;
    }
    try {
      const loaded = loadSandbox(text);
      setSandbox(loaded);
      setRawIndex(loaded.log.actions.length > 0 ? 1 : 0);
    } catch (e) {
      // A well-formed file whose actions make a reducer throw (e.g. a log of another product) is still unusable.
      setError(e instanceof ActionLogFormatError ? e.code : 'replay_failed');
    }
  }, []);

  const reset = useCallback(() => {
    setFileName(null);
    setSandbox(null);
    setError(null);
    setRawIndex(0);
  }, []);

  const changes = useMemo(() => (sandbox ? changesAt(sandbox, index) : []), [sandbox, index]);
  return { fileName, sandbox, error, index, setIndex, load, reset, changes };
}

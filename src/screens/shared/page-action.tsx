import { useCallback, useState } from 'react';
import { failureMessage } from '#api/failure-message.ts';

/**
 * Runs a screen's calls so that none fails unseen: while one runs `busy` is set (buttons block a
 * double submit), and a failure the client has not already turned into a page becomes `message`,
 * shown by <PageActionError>. The action's own result, or undefined when it failed.
 */
export function usePageAction() {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    setMessage(null);
    setBusy(true);
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof Error && 'status' in error)) console.error(error);
      setMessage(failureMessage(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return { run, busy, message, clear };
}

/** The message of a failed call, announced at once. */
export function PageActionError({ message }: { message: string | null }) {
  return message ? (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  ) : null;
}

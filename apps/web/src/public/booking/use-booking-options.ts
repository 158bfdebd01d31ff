// What the booking page offers: what the server rendered the page with (docs/decisions/067), else read when it
// opens; read again on a retry and after a refusal (a day that filled up, a form token no longer accepted), so the
// calendar and the token are current.
import type { TPublicBookingOptions } from '@rueda/domain';
import { useCallback, useEffect, useState } from 'react';
import { PublicCallError, publicCall } from '../shared/public-call';

export type BookingOptionsState =
  { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error'; isTooMany: boolean } | { kind: 'ready'; options: TPublicBookingOptions };

function stateOfError(error: unknown): BookingOptionsState {
  if (error instanceof PublicCallError && error.code === 'not-found') return { kind: 'not-found' };
  return { kind: 'error', isTooMany: error instanceof PublicCallError && error.code === 'resource-exhausted' };
}

/** The page's options: `initial` when the server rendered the page with them (nothing is fetched), else fetched. */
export function useBookingOptions(slug: string, initial?: BookingOptionsState) {
  const [state, setState] = useState<BookingOptionsState>(initial ?? { kind: 'loading' });
  // -1: the server's state stands, nothing to read until a retry.
  const [attempt, setAttempt] = useState(initial ? -1 : 0);

  useEffect(() => {
    if (attempt < 0) return;
    const controller = new AbortController();
    publicCall('publicBookingOptions', { slug }, controller.signal).then(
      (options) => setState({ kind: 'ready', options }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState(stateOfError(error));
      },
    );
    return () => controller.abort();
  }, [slug, attempt]);

  /** Reads the options again from the start, showing the loader. */
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((count) => Math.max(count, 0) + 1);
  }, []);

  /** Reads the options again behind the form the customer is filling in; a failure keeps what is shown. */
  const refresh = useCallback(async () => {
    try {
      const options = await publicCall('publicBookingOptions', { slug });
      setState({ kind: 'ready', options });
    } catch (error) {
      if (error instanceof PublicCallError && error.code === 'not-found') setState({ kind: 'not-found' });
    }
  }, [slug]);

  const markNotFound = useCallback(() => setState({ kind: 'not-found' }), []);

  return { state, retry, refresh, markNotFound };
}

// What the link shows: the state the server rendered the page with (docs/decisions/067), else read once when the
// page opens; read again on a retry; and the customer's answer sent.
import type { TPublicRepair, TPublicRepairRespondInput } from '@rueda/domain';
import { useCallback, useEffect, useState } from 'react';
import { PublicCallError, publicCall } from '../shared/public-call';

export type PublicRepairState =
  | { kind: 'loading' }
  /** Not a live link: nothing is said about why (decision 052). */
  | { kind: 'invalid' }
  | { kind: 'error'; isTooMany: boolean }
  | {
      kind: 'ready';
      repair: TPublicRepair;
      hasJustAnswered: boolean;
      /** The workshop changed the estimate while the customer was answering: it shows again, as it is now. */
      hasEstimateChanged?: boolean;
    };

export type EstimateAnswer = Omit<TPublicRepairRespondInput, 'token'>;

function stateOfError(error: unknown): PublicRepairState {
  if (error instanceof PublicCallError && error.code === 'not-found') return { kind: 'invalid' };
  return { kind: 'error', isTooMany: error instanceof PublicCallError && error.code === 'resource-exhausted' };
}

/** The link's state: `initial` when the server rendered the page with it (nothing is fetched), else fetched. */
export function usePublicRepair(token: string, initial?: PublicRepairState) {
  const [state, setState] = useState<PublicRepairState>(initial ?? { kind: 'loading' });
  // -1: the server's state stands, nothing to read until a retry.
  const [attempt, setAttempt] = useState(initial ? -1 : 0);

  useEffect(() => {
    if (attempt < 0) return;
    const controller = new AbortController();
    publicCall('publicRepairGet', { token }, controller.signal).then(
      (repair) => setState({ kind: 'ready', repair, hasJustAnswered: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState(stateOfError(error));
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((count) => Math.max(count, 0) + 1);
  }, []);

  /** Sends the answer; a link that stopped working meanwhile shows as invalid, one already answered is read again. */
  const respond = useCallback(
    async (answer: EstimateAnswer) => {
      try {
        const repair = await publicCall('publicRepairRespond', { token, ...answer });
        setState({ kind: 'ready', repair, hasJustAnswered: true });
      } catch (error) {
        if (error instanceof PublicCallError && error.code === 'not-found') setState({ kind: 'invalid' });
        else if (error instanceof PublicCallError && error.reason === 'already-answered') retry();
        else if (error instanceof PublicCallError && error.reason === 'estimate-changed') {
          const repair = await publicCall('publicRepairGet', { token });
          setState({ kind: 'ready', repair, hasJustAnswered: false, hasEstimateChanged: true });
        } else throw error;
      }
    },
    [token, retry],
  );

  return { state, retry, respond };
}

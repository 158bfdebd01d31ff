// What the link shows, read once when the page opens (and again on a retry), and the customer's answer sent.
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

export function usePublicRepair(token: string) {
  const [state, setState] = useState<PublicRepairState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
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
    setAttempt((count) => count + 1);
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

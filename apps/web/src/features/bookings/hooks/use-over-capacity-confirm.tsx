import type { TOverCapacityDetails } from '@rueda/domain';
import { useCallback, useRef, useState } from 'react';
import { OverCapacityDialog } from '../components/over-capacity-dialog';
import type { ConfirmOverCapacity } from '../over-capacity';

interface OpenQuestion {
  details: TOverCapacityDetails;
  resolve: (isConfirmed: boolean) => void;
}

/**
 * The over-capacity question, asked from anywhere on the screen (the intake, a drag, the summary):
 * `confirm` opens the dialog and resolves with the answer.
 */
export function useOverCapacityConfirm() {
  const [question, setQuestion] = useState<OpenQuestion | null>(null);
  const isAskingRef = useRef(false);

  const confirm = useCallback<ConfirmOverCapacity>(
    (details) =>
      new Promise<boolean>((resolve) => {
        isAskingRef.current = true;
        setQuestion({ details, resolve });
      }),
    [],
  );

  function answer(isConfirmed: boolean) {
    setQuestion(null);
    // Mantine closes every open modal on Escape: the one the question was asked from checks
    // `isAsking` and stays open. The flag outlives this key press, and the write waits for it.
    setTimeout(() => {
      isAskingRef.current = false;
      question?.resolve(isConfirmed);
    }, 0);
  }

  /** Whether the question is open (or was answered by the key press now being handled). */
  const isAsking = useCallback(() => isAskingRef.current, []);

  return { confirm, isAsking, dialog: <OverCapacityDialog details={question?.details ?? null} onAnswer={answer} /> };
}

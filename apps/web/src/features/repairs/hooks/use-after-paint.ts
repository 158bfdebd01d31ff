import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/idle';

/**
 * `value` as it was when the browser last painted: it follows each change once that change's own paint is
 * on screen, as a transition (a newer change drops it). The search box shows each key at once and the
 * board, which draws and removes cards for it, follows a frame later: the key's paint never waits for the
 * cards, as it could with useDeferredValue when the cards draw fast enough to land in the same frame.
 */
export function useAfterPaint<Value>(value: Value): Value {
  const [painted, setPainted] = useState(value);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(value))), [value]);
  return painted;
}

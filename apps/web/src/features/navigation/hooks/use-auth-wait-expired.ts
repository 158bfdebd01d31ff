import { AUTH_WAIT_MS } from '@rueda/domain';
import { useEffect, useState } from 'react';

/** True once authentication has been loading for AUTH_WAIT_MS without an answer (docs/product.md §2). */
export function useAuthWaitExpired(isLoading: boolean): boolean {
  const [isExpired, setIsExpired] = useState(false);
  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => setIsExpired(true), AUTH_WAIT_MS);
    return () => {
      clearTimeout(timer);
      setIsExpired(false);
    };
  }, [isLoading]);
  return isLoading && isExpired;
}

import { FunctionError } from '@rueda/domain';

type ErrorMessageKey = 'errors.permissionDenied' | 'errors.notFound' | 'errors.unavailable' | 'errors.saveFailed';

/** The toast for a write of the page the server refused (a stale save has its own notice). */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (error instanceof FunctionError) {
    if (error.code === 'permission-denied') return 'errors.permissionDenied';
    if (error.code === 'not-found') return 'errors.notFound';
    if (error.code === 'unavailable' || error.code === 'deadline-exceeded') return 'errors.unavailable';
  }
  return 'errors.saveFailed';
}

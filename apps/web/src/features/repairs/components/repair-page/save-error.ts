import { FunctionError } from '@rueda/domain';

/** The toast for a write of the page the server refused (a stale save has its own notice). */
export function errorMessageKey(error: unknown): 'errors.permissionDenied' | 'errors.notFound' | 'errors.unavailable' | 'errors.saveFailed' {
  if (error instanceof FunctionError) {
    if (error.code === 'permission-denied') return 'errors.permissionDenied';
    if (error.code === 'not-found') return 'errors.notFound';
    if (error.code === 'unavailable' || error.code === 'deadline-exceeded') return 'errors.unavailable';
  }
  return 'errors.saveFailed';
}

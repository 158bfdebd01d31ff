// docs/product.md §32.5: the chain's refusals of a shared customer, as the `chain-customers:errors.*` texts.
import { FunctionError } from '@rueda/domain';

const REFUSALS = { 'chain-not-sharing': 'chainNotSharing', 'no-consent': 'noConsent', 'already-brought': 'alreadyBrought' } as const;

export function refusalOf(error: unknown): (typeof REFUSALS)[keyof typeof REFUSALS] | 'notFound' | 'failed' {
  if (!(error instanceof FunctionError)) return 'failed';
  if (error.code === 'not-found') return 'notFound';
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' && Object.hasOwn(REFUSALS, reason) ? REFUSALS[reason as keyof typeof REFUSALS] : 'failed';
}

// The local payments provider (decision 014): Rueda's own adapter of the port, which moves no money.
// `provider` is what billing reads through; the rest is what its pages (checkout, portal, the card
// confirmation script) will call, and what tests call directly today.
import type { TBillingAddress, TypedCard } from '@rueda/domain';
import type { Db } from '../../db/client.ts';
import type { PaymentsProvider } from '../provider.ts';
import { completeCheckout, confirmPayment, describeCheckout } from './checkout.ts';
import { createLocalProvider } from './local-provider.ts';
import { createPortalOperations, type PortalOperations } from './portal.ts';
import { advance } from './renewals.ts';
import type { LocalPayContext } from './support.ts';

export { LocalPayError } from './support.ts';
export type { CheckoutDescription, CheckoutResult, ConfirmPaymentResult } from './checkout.ts';
export type { PortalCardResult, PortalSession } from './portal.ts';

export interface LocalPay {
  provider: PaymentsProvider;
  /** An open checkout session as its page shows it. */
  describeCheckout(sessionId: string): ReturnType<typeof describeCheckout>;
  completeCheckout(sessionId: string, card: TypedCard, billingAddress: TBillingAddress): ReturnType<typeof completeCheckout>;
  /** The card's extra confirmation: `approve` false is the payer failing it. */
  confirmPayment(clientSecret: string, approve: boolean): ReturnType<typeof confirmPayment>;
  portal: PortalOperations;
  /** Renewals, period ends and grace ends due by `now`; the customers that changed. */
  advance(now: Date): Promise<string[]>;
  /** Where Rueda hears of a changed customer (as Stripe's webhook); set once by billing. */
  onCustomerChanged(listener: (customerId: string) => Promise<void>): void;
}

export function createLocalPay(options: { db: Db; clock: () => Date; publicUrl: string }): LocalPay {
  let listener: (customerId: string) => Promise<void> = async () => {};
  const context: LocalPayContext = { ...options, customerChanged: (customerId) => listener(customerId) };
  return {
    provider: createLocalProvider(context),
    describeCheckout: (sessionId) => describeCheckout(context, sessionId),
    completeCheckout: (sessionId, card, billingAddress) => completeCheckout(context, sessionId, card, billingAddress),
    confirmPayment: (clientSecret, approve) => confirmPayment(context, clientSecret, approve),
    portal: createPortalOperations(context),
    advance: (now) => advance(context, now),
    onCustomerChanged(next) {
      listener = next;
    },
  };
}

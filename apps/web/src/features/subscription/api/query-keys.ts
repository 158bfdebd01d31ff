// The subscription's query keys: one tree, so a payment or a confirmation refreshes all of it.
export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  details: () => [...subscriptionKeys.all, 'details'] as const,
  invoice: (invoiceId: string) => [...subscriptionKeys.all, 'invoice', invoiceId] as const,
};

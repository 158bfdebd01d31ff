// The team feature's query keys (the mechanics' list is lib/mechanics.ts's, which the repairs read too).
export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
};

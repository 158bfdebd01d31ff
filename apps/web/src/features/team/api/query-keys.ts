// The team feature's query keys (the mechanics' list is lib/mechanics.ts's, which the repairs read too).
export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  /** The invitation page's read of one link (the token never leaves this tab's memory and the request). */
  preview: (token: string) => [...teamKeys.all, 'preview', token] as const,
};

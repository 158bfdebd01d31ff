import { describe, expect, it } from 'vitest';
import { matchesSharedCustomer } from './customer-search.ts';
import { ZChainsSetCustomerSharingInputSchema } from './customers.ts';

const lucia = { name: 'Lucía', surname: 'Peña', phone: '+34 600-11 22 33', email: 'lucia@example.com' };

describe('the chain’s directory of shared customers (docs/product.md §32.5)', () => {
  it('finds a customer by name, surname, phone (however written) or email, accents aside', () => {
    for (const query of ['lucia', 'PEÑA lucía', '600112233', '600 11', '0034 600 11 22 33', 'example.com'])
      expect(matchesSharedCustomer(lucia, query)).toBe(true);
  });

  it('finds nobody by what the directory does not share, nor by a blank query', () => {
    expect(matchesSharedCustomer(lucia, 'Lucía Gómez')).toBe(false);
    expect(matchesSharedCustomer(lucia, '   ')).toBe(false);
    expect(matchesSharedCustomer(lucia, '700')).toBe(false);
  });

  it('turns sharing on only with the privacy notice accepted; off takes nothing', () => {
    expect(ZChainsSetCustomerSharingInputSchema.safeParse({ shares: true }).error?.issues[0]?.path).toEqual(['noticeAccepted']);
    expect(ZChainsSetCustomerSharingInputSchema.safeParse({ shares: true, noticeAccepted: false }).success).toBe(false);
    expect(ZChainsSetCustomerSharingInputSchema.parse({ shares: true, noticeAccepted: true })).toEqual({
      shares: true,
      noticeAccepted: true,
    });
    expect(ZChainsSetCustomerSharingInputSchema.parse({ shares: false })).toEqual({ shares: false, noticeAccepted: false });
  });
});

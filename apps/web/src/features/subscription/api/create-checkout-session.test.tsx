import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authServer } from '@/testing/auth-server';
import { renderHookWithProviders } from '@/testing/render';
import { NotAuthenticatedError, useCreateCheckoutSession } from './create-checkout-session';

describe('useCreateCheckoutSession', () => {
  it('refuses a checkout without a signed-in user, asking nothing of the server (docs/product.md §5)', async () => {
    const server = authServer({ isSignedIn: false });
    const { result } = renderHookWithProviders(() => useCreateCheckoutSession(), { providers: 'app' });
    result.current.mutate('workshop-pro');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(NotAuthenticatedError);
    expect(result.current.error?.message).toBe('User not authenticated');
    expect(server.inputsTo('callablesCreateCheckoutSession')).toEqual([]);
  });
});

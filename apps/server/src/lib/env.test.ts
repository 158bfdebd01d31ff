import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { isPublicHttpsUrl, localPaymentsProblem } from './local-payments-allowed.ts';
import { DEMO_OPERATOR, EnvError, operatorOf, parseEnv, resolveDataDir } from './env.ts';

describe('parseEnv', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 8080, PAYMENTS_PROVIDER: 'local', FUNCTION_DEADLINE_MS: 60_000 });
    // Unset, the data directory is ./data (db/data-dir.ts may choose another as root).
    expect(env.DATA_DIR).toBeUndefined();
    expect(resolveDataDir(env)).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.TOKEN_SYNC_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ', TOKEN_SYNC_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    let thrown: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', PAYMENTS_PROVIDER: 'paypal', AUTH_SECRET: 'short', DEMO_PASSWORD: '123' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EnvError);
    const problems = (thrown as EnvError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'PAYMENTS_PROVIDER', 'AUTH_SECRET', 'DEMO_PASSWORD']) expect(problems).toContain(name);
    expect((thrown as EnvError).problems).toHaveLength(5);
  });

  it('takes the WhatsApp Cloud API with both its token and phone number id, or neither', () => {
    expect(parseEnv({}).WHATSAPP_API_URL).toBe('https://graph.facebook.com/v21.0');
    expect(parseEnv({ WHATSAPP_API_URL: ' ' }).WHATSAPP_API_URL).toBe('https://graph.facebook.com/v21.0');
    expect(parseEnv({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '123' })).toMatchObject({
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '123',
    });
    for (const half of [{ WHATSAPP_TOKEN: 't' }, { WHATSAPP_PHONE_NUMBER_ID: '123' }])
      expect(() => parseEnv(half)).toThrow(/WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => parseEnv({ WHATSAPP_API_URL: 'graph' })).toThrow(/WHATSAPP_API_URL/);
  });

  it('reads TRUST_PROXY as all, none, a number of hops or a list of addresses and ranges', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual(['loopback']);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ' }).TRUST_PROXY).toEqual(['10.0.0.1', '192.168.0.0/16']);
    const hops = parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('refuses the local payments provider on a public https PUBLIC_URL unless ALLOW_LOCAL_PAYMENTS=true', () => {
    const refused = /PAYMENTS_PROVIDER and PUBLIC_URL: .*test cards.*ALLOW_LOCAL_PAYMENTS=true/;
    expect(() => parseEnv({ PUBLIC_URL: 'https://taller.example.com' })).toThrow(refused);
    expect(() => parseEnv({ PUBLIC_URL: 'https://taller.example.com', PAYMENTS_PROVIDER: 'local' })).toThrow(refused);
    expect(parseEnv({ PUBLIC_URL: 'https://taller.example.com', ALLOW_LOCAL_PAYMENTS: 'true' }).ALLOW_LOCAL_PAYMENTS).toBe(true);
    expect(parseEnv({}).ALLOW_LOCAL_PAYMENTS).toBe(false);
    expect(() => parseEnv({ ALLOW_LOCAL_PAYMENTS: 'yes' })).toThrow(/ALLOW_LOCAL_PAYMENTS/);
  });

  it('takes an https address as public unless it is this machine, a private network or a private name', () => {
    const publicOnes = [
      'https://taller.example.com',
      'https://203.0.113.7:8443',
      'https://[2001:db8::1]/',
      'https://taller.localhost.example.com',
    ];
    const privateOnes = [
      'http://taller.example.com',
      'https://localhost:8080',
      'https://taller.localhost',
      'https://taller.local',
      'https://rueda.test',
      'https://127.0.0.1:8443',
      'https://10.1.2.3',
      'https://172.20.0.5',
      'https://192.168.1.10',
      'https://169.254.1.1',
      'https://[::1]:8080',
      'https://[fd12::3]',
      'https://[::ffff:127.0.0.1]',
      'not a url',
    ];
    expect(publicOnes.filter((url) => !isPublicHttpsUrl(url))).toEqual([]);
    expect(privateOnes.filter((url) => isPublicHttpsUrl(url))).toEqual([]);
    expect(localPaymentsProblem({ provider: 'stripe', publicUrl: 'https://taller.example.com', allowed: false })).toBeUndefined();
  });

  it('keeps the development mailbox to this machine unless DEV_MAILBOX=public is asked for', () => {
    expect(parseEnv({}).DEV_MAILBOX).toBe('local');
    expect(parseEnv({ DEV_MAILBOX: ' ' }).DEV_MAILBOX).toBe('local');
    expect(parseEnv({ DEV_MAILBOX: 'public' }).DEV_MAILBOX).toBe('public');
    expect(() => parseEnv({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX: must be 'local' or 'public'/);
  });

  describe('PAYMENTS_PROVIDER=stripe', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_51SDgXwKp7RvW2xYz',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51SDgXwKp7RvW2xYz',
      STRIPE_WEBHOOK_SECRET: 'whsec_4f2a9c',
      STRIPE_PRICE_ID: 'price_1SDgZxKp7RvW2xYzH3kLmN8q',
    };
    const operator = {
      OPERATOR_LEGAL_NAME: 'Rueda Servicios, S.L.',
      OPERATOR_TAX_ID: 'B87654321',
      OPERATOR_ADDRESS: 'Calle del Operador 5, 28001 Madrid, España',
    };
    const problemsOf = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return [];
      } catch (error) {
        return (error as EnvError).problems;
      }
    };

    it('takes the four Stripe values', () => {
      expect(parseEnv({ PAYMENTS_PROVIDER: 'stripe', ...keys, ...operator })).toMatchObject({ PAYMENTS_PROVIDER: 'stripe', ...keys });
    });

    it('names each missing one at start-up, with the other bad variables', () => {
      const problems = problemsOf({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_PRICE_ID: keys.STRIPE_PRICE_ID,
        STRIPE_WEBHOOK_SECRET: ' ',
        PORT: 'x',
        ...operator,
      });
      expect(problems).toEqual([
        expect.stringMatching(/^PORT: /),
        'STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER=stripe (docs/stripe.md)',
        'STRIPE_PUBLISHABLE_KEY: required when PAYMENTS_PROVIDER=stripe (docs/stripe.md)',
        'STRIPE_WEBHOOK_SECRET: required when PAYMENTS_PROVIDER=stripe (docs/stripe.md)',
      ]);
    });

    it('refuses a key of the wrong kind, such as the publishable key in place of the secret one', () => {
      const problems = problemsOf({
        PAYMENTS_PROVIDER: 'stripe',
        ...keys,
        STRIPE_SECRET_KEY: keys.STRIPE_PUBLISHABLE_KEY,
        STRIPE_PRICE_ID: 'prod_1',
        ...operator,
      });
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/^STRIPE_SECRET_KEY: must be a secret key/);
      expect(problems[1]).toMatch(/^STRIPE_PRICE_ID: must be a price id/);
    });

    it('needs nothing of Stripe with the local provider', () => {
      expect(parseEnv({ PAYMENTS_PROVIDER: 'local' }).STRIPE_SECRET_KEY).toBeUndefined();
    });

    it('refuses to start in production without the operator who sells on the invoices, naming each missing variable', () => {
      expect(
        problemsOf({ PAYMENTS_PROVIDER: 'stripe', ...keys, OPERATOR_LEGAL_NAME: operator.OPERATOR_LEGAL_NAME, OPERATOR_ADDRESS: ' ' }),
      ).toEqual([
        "OPERATOR_TAX_ID: required when NODE_ENV is production (the default) and PAYMENTS_PROVIDER=stripe: Rueda's invoices name the operator as seller",
        "OPERATOR_ADDRESS: required when NODE_ENV is production (the default) and PAYMENTS_PROVIDER=stripe: Rueda's invoices name the operator as seller",
      ]);
      expect(operatorOf(parseEnv({ PAYMENTS_PROVIDER: 'stripe', ...keys, ...operator }))).toEqual({
        name: 'Rueda Servicios, S.L.',
        taxId: 'B87654321',
        address: 'Calle del Operador 5, 28001 Madrid, España',
      });
      // Development and tests, and the local provider's test cards, sell as the demo operator.
      expect(operatorOf(parseEnv({ NODE_ENV: 'development', PAYMENTS_PROVIDER: 'stripe', ...keys }))).toEqual(DEMO_OPERATOR);
      expect(operatorOf(parseEnv({}))).toEqual(DEMO_OPERATOR);
    });

    it('lets tests point the SDK elsewhere, never production', () => {
      expect(parseEnv({ NODE_ENV: 'test', STRIPE_API_BASE: 'http://127.0.0.1:12111' }).STRIPE_API_BASE).toBe('http://127.0.0.1:12111');
      expect(problemsOf({ STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toEqual([
        'STRIPE_API_BASE: only for tests; not allowed when NODE_ENV=production',
      ]);
    });
  });
});

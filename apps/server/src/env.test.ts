import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: './data', PAYMENTS_PROVIDER: 'local', FUNCTION_DEADLINE_MS: 60_000 });
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

  it('reads TRUST_PROXY as all, none, a number of hops or a list of addresses and ranges', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ' }).TRUST_PROXY).toEqual(['10.0.0.1', '192.168.0.0/16']);
    const hops = parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});

import { ZPublicConfigSchema, ZTokenClaimsSchema } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { checkPublicConfig, parsePublicConfig, sessionUserOf, tokenClaimsOf } from './start-answers';

const CONFIG = { tokenSyncUrl: null, devMailbox: true, chatWidgetScriptUrl: 'https://chat.test/widget.js' };
const WORKSHOP = { role: 'manager', uid: 'w1', active: true, trial: false, free: false };

// Each check must agree with the domain's schema, the rule it stands in for (decision 068).
const CONFIGS: unknown[] = [
  CONFIG,
  { ...CONFIG, linksOnlyHere: 'http://localhost:8080' },
  { ...CONFIG, linksOnlyHere: null },
  { ...CONFIG, extra: 'dropped' },
  { ...CONFIG, devMailbox: 'yes' },
  { ...CONFIG, tokenSyncUrl: undefined },
  { ...CONFIG, chatWidgetScriptUrl: 3 },
  { ...CONFIG, linksOnlyHere: 7 },
  null,
  [],
  'config',
];

const CLAIMS: unknown[] = [
  { roles: [] },
  { roles: ['workshop'], workshop: WORKSHOP },
  { roles: ['workshop'], workshop: { ...WORKSHOP, extra: 1 }, exp: 123 },
  { roles: ['workshop'], workshop: { ...WORKSHOP, role: 'customer' } },
  { roles: ['workshop'], workshop: { ...WORKSHOP, role: 'chainAdmin' } },
  { roles: ['workshop'], workshop: { ...WORKSHOP, active: 'true' } },
  { roles: ['workshop'], workshop: null },
  { roles: 'workshop' },
  { roles: [1] },
  {},
  null,
];

describe('checkPublicConfig', () => {
  it.each(CONFIGS.map((body) => [JSON.stringify(body), body]))('agrees with ZPublicConfigSchema on %s', (_name, body) => {
    const parsed = ZPublicConfigSchema.safeParse(body);
    const checked = checkPublicConfig(body);
    expect('config' in checked).toBe(parsed.success);
    if (parsed.success && 'config' in checked) expect(checked.config).toEqual(parsed.data);
  });

  it('names each invalid field', () => {
    expect(checkPublicConfig({ ...CONFIG, devMailbox: 'yes', tokenSyncUrl: 1 })).toEqual({
      issues: ['tokenSyncUrl: expected a string or null', 'devMailbox: expected a boolean'],
    });
    expect(() => parsePublicConfig([])).toThrow('(root): expected an object');
  });
});

describe('tokenClaimsOf', () => {
  it.each(CLAIMS.map((payload) => [JSON.stringify(payload), payload]))('agrees with ZTokenClaimsSchema on %s', (_name, payload) => {
    const parsed = ZTokenClaimsSchema.safeParse(payload);
    expect(tokenClaimsOf(payload)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe('sessionUserOf', () => {
  it('keeps the user of a session, null when signed out', () => {
    const user = { id: 'u1', email: 'ana@taller.test', name: 'Ana' };
    expect(sessionUserOf({ user: { ...user, image: null }, session: { id: 's1' } })).toEqual(user);
    expect(sessionUserOf(null)).toBeNull();
  });

  it('refuses any other answer', () => {
    expect(() => sessionUserOf({ user: { id: 'u1', email: 'ana@taller.test' } })).toThrow('no valid user');
    expect(() => sessionUserOf({})).toThrow('no valid user');
    expect(() => sessionUserOf('signed in')).toThrow('no valid user');
  });
});

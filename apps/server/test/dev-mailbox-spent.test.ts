// docs/security.md: the development mailbox shows a link older than its lifetime spent (struck through, not
// clickable, with a localized note): a password reset's code lasts PASSWORD_RESET_CODE_LIFETIME_SECONDS, a team
// invitation TEAM_INVITATION_LIFETIME_MS; other links stay clickable.
import { PASSWORD_RESET_CODE_LIFETIME_SECONDS, TEAM_INVITATION_LIFETIME_MS } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamInvitationMail } from '../src/mail/templates.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { FIXTURE_PASSWORD } from './workshop-fixture.ts';

const EMAIL = 'marta.spent@example.com';
let server: TestServer;
let invitation: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  const client = new TestClient(server.url);
  expect((await client.signUp(EMAIL, FIXTURE_PASSWORD, 'Marta')).status).toBe(200);
  expect((await client.call('dbUsersManageSendWorkshopPasswordResetEmail', { email: EMAIL })).status).toBe(200);
  invitation = `${server.url}/join#an-invitation-token`;
  other = `${server.url}/book/taller-norte`;
  const mail = teamInvitationMail({
    to: 'luis@example.com',
    workshop: 'Taller Norte',
    inviter: 'Marta',
    role: 'mechanic',
    link: invitation,
    expiresAt: new Date(server.clock.now().getTime() + TEAM_INVITATION_LIFETIME_MS),
    timeZone: 'Europe/Madrid',
    language: 'es',
  });
  await server.mailer.send({ ...mail, text: `${mail.text}\n${other}` });
});
afterAll(async () => server?.close());

async function page(language = 'es-ES'): Promise<string> {
  const answer = await server.app.inject({
    method: 'GET',
    url: '/dev/mailbox',
    remoteAddress: '127.0.0.1',
    headers: { 'accept-language': language },
  });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

/** The reset link as the mailbox shows it: its address, from the stored mail. */
async function resetLink(): Promise<string> {
  const { mails } = (await server.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '127.0.0.1' })).json<{
    mails: { to: string; text: string }[];
  }>();
  const text = mails.find((mail) => mail.to === EMAIL)!.text;
  return /https?:\/\/\S*oobCode=\S+/.exec(text)![0].replaceAll('&', '&amp;');
}

describe('the development mailbox', () => {
  it('shows live links as links, and each one spent once its lifetime is over', async () => {
    const reset = await resetLink();
    let html = await page();
    for (const link of [reset, invitation, other]) expect(html).toContain(`<a href="${link}">`);
    expect(html).not.toContain('caducado');

    server.clock.advance(PASSWORD_RESET_CODE_LIFETIME_SECONDS * 1000 + 60_000);
    html = await page();
    expect(html).not.toContain(`<a href="${reset}">`);
    expect(html).toContain(`<s class="spent">${reset}</s> <em>(caducado)</em>`);
    expect(html).toContain(`<a href="${invitation}">`);

    server.clock.advance(TEAM_INVITATION_LIFETIME_MS);
    html = await page('pt-PT');
    expect(html).toContain(`<s class="spent">${invitation}</s> <em>(expirado)</em>`);
    expect(html).toContain(`<a href="${other}">`);
  });
});

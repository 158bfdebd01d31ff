// The real server as the benchmarks run it (here and in e2e/bench): wait for it, stop it.
import type { ChildProcess } from 'node:child_process';

/** Resolves once `url` answers 200; fails if the process exits first or nothing answers for 2 minutes. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** SIGTERM, and wait for the exit (the server stops its PostgreSQL first). */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A callable function's answer, or an error naming the function and the server's answer. */
export async function callFunction<Result>(baseUrl: string, token: string, name: string, data: unknown): Promise<Result> {
  const answer = await post(baseUrl, token, name, data);
  if (!answer.ok) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { result: Result }).result;
}

function post(baseUrl: string, token: string, name: string, data: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/functions/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
}

/**
 * A workshop owner who signed up and finished onboarding, with their ID token. In a kept data
 * directory (BENCH_DATA_DIR) the owner and the workshop exist already: they sign in instead.
 */
export async function workshopOwner(
  baseUrl: string,
  owner: { email: string; password: string; workshopName: string },
): Promise<{ token: string; workshopId: string }> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const credentials = JSON.stringify({ email: owner.email, password: owner.password, name: 'Bench' });
  let session = await fetch(`${baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers, body: credentials });
  if (!session.ok) session = await fetch(`${baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers, body: credentials });
  if (!session.ok) throw new Error(`${owner.email} could neither sign up nor sign in: ${session.status} ${await session.text()}`);
  const cookie = session.headers
    .getSetCookie()
    .map((item) => item.split(';')[0])
    .join('; ');
  const token = async () => ((await (await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } })).json()) as { token: string }).token;
  const onboarding = await post(baseUrl, await token(), 'onboardingComplete', { name: owner.workshopName });
  const account = onboarding.ok
    ? ((await onboarding.json()) as { result: { workshop: { id: string } } }).result
    : await callFunction<{ workshop: { id: string } }>(baseUrl, await token(), 'accountGet', null);
  // A new token: it carries the role and workshop that onboarding has just given the owner.
  return { token: await token(), workshopId: account.workshop.id };
}

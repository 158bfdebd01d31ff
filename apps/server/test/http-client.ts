// A small cookie-keeping client for the auth API and the callable functions, as a browser would use them.
import type { FunctionInput, FunctionName, FunctionOutput } from '@rueda/domain';

export interface CallResult<Result = unknown> {
  status: number;
  body: { result?: Result; error?: { status: string; message: string; details?: unknown } };
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

export class TestClient {
  private cookies = new Map<string, string>();

  /** `headers` go with every auth request (an X-Forwarded-For from a trusted proxy, say). */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  }

  private keepCookies(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const key = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(key);
      else this.cookies.set(key, value);
    }
  }

  async auth(path: string, body?: unknown, method = 'POST'): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${this.baseUrl}/api/auth/${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: this.baseUrl, cookie: this.cookieHeader(), ...this.headers },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    this.keepCookies(response);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  signUp(email: string, password: string, name = 'Test User') {
    return this.auth('sign-up/email', { email, password, name });
  }

  signIn(email: string, password: string) {
    return this.auth('sign-in/email', { email, password });
  }

  signOut() {
    return this.auth('sign-out', {});
  }

  async idToken(): Promise<string> {
    const response = await this.auth('token', undefined, 'GET');
    if (response.status !== 200 || typeof response.body.token !== 'string') throw new Error(`no token: ${response.status}`);
    return response.body.token;
  }

  /** One of Rueda's functions, with its input and answer typed by the domain's FUNCTIONS map. */
  call<N extends FunctionName>(name: N, data: FunctionInput<N>, options: CallOptions = {}): Promise<CallResult<FunctionOutput<N>>> {
    return this.send(name, data, options) as Promise<CallResult<FunctionOutput<N>>>;
  }

  /** Any name, any data: hostile payloads and the protocol tests' probes. */
  async send(name: string, data: unknown, options: CallOptions = {}): Promise<CallResult> {
    return rawCall(this.baseUrl, name, JSON.stringify({ data }), {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    });
  }
}

export async function rawCall(baseUrl: string, name: string, body: string, headers: Record<string, string>): Promise<CallResult> {
  const response = await fetch(`${baseUrl}/api/functions/${name}`, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as CallResult['body']) : {} };
}

// docs/decisions/070: the sign-in page (`/auth/login`, docs/product.md §2) answers with its content, rendered by the
// web build's render module (apps/web/src/public/render.tsx) into the built dist/sign-in.html, in the language of the
// `rueda-page-language` cookie, else Accept-Language, else Spanish. A visitor already signed in is sent on, as the
// navigation guard would send them (the domain's decideNavigation: the redirect when it is an address of the app,
// else /repairs), before anything is rendered. The new-password form (`?mode=resetPassword`) stays the staff app's.
// The page's one inline script, in its head, is allowed by its hash in this response's script-src; the rest of the
// policy is helmet's (parts/pages.ts). The page reads nothing secret and counts nothing: the only read is the
// session's, when the request carries a session cookie, as /api/auth/get-session reads it.
import { createHash } from 'node:crypto';
import { decideNavigation, ROUTES } from '@rueda/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fillTemplate,
  loadRenderer,
  readTemplate,
  type CustomerPagesRenderer,
  type PageLanguage,
  type RenderedPage,
} from './customer-pages-render.ts';

/** What the render module gives for the sign-in page (newer builds only). */
interface SignInRenderer {
  SIGN_IN_STYLE: string;
  SIGN_IN_HEAD_SCRIPT: string;
  renderSignInPage(data: SignInData): RenderedPage;
}

interface SignInData {
  language: PageLanguage;
  logoUrl: null;
  redirect: string | null;
  devMailbox: boolean;
  chatWidgetScriptUrl: string | null;
}

export interface SignInPageOptions {
  /** The web build (apps/web/dist), its render module beside it. */
  distDir: string;
  /** Whether the request carries a live session (better-auth's, read from its cookie). */
  isSignedIn: (request: FastifyRequest) => Promise<boolean>;
  /** http/public-config.ts's rule: whether this browser is told of the development mailbox. */
  devMailboxFor: (request: FastifyRequest) => boolean;
  chatWidgetScriptUrl: string | null;
}

/** better-auth's session cookie (`better-auth.session_token`, `__Secure-` prefixed over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The CSP's source for exactly `script`. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** `policy` with `source` added to its script-src; the other directives as they were. */
export function withScriptSource(policy: string, source: string): string {
  return policy
    .split(';')
    .map((directive) => (/^\s*script-src\s/.test(directive) ? `${directive.trimEnd()} ${source}` : directive))
    .join(';');
}

function isSignInRenderer(renderer: CustomerPagesRenderer | null): renderer is CustomerPagesRenderer & SignInRenderer {
  return typeof (renderer as Partial<SignInRenderer> | null)?.renderSignInPage === 'function';
}

export async function registerSignInPage(site: FastifyInstance, options: SignInPageOptions): Promise<void> {
  const template = readTemplate(options.distDir, 'sign-in.html');
  // A build without the page: the staff app draws the sign-in form, as before.
  if (!template) return;
  const loaded = await loadRenderer(options.distDir).catch(() => null);
  const renderer = isSignInRenderer(loaded) ? loaded : null;
  const headScriptSource = renderer ? scriptHashSource(renderer.SIGN_IN_HEAD_SCRIPT) : null;

  async function signedInDestination(request: FastifyRequest): Promise<string | null> {
    if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return null;
    try {
      if (!(await options.isSignedIn(request))) return null;
    } catch (error) {
      // The session could not be read (PostgreSQL not answering): the form, which reports it when sent.
      request.log.warn({ err: error }, 'the sign-in page could not read the session');
      return null;
    }
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const decision = decideNavigation({
      url: `${ROUTES.login}${search}`,
      auth: 'signed-in',
      claims: null,
      account: null,
      onboardingJustCompleted: false,
    });
    return decision.kind === 'redirect' ? decision.to : ROUTES.repairs;
  }

  function sendHtml(reply: FastifyReply, html: string) {
    return reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie').type('text/html; charset=utf-8').send(html);
  }

  site.get(ROUTES.login, async (request, reply) => {
    const query = request.query as Record<string, string | string[] | undefined>;
    // The new-password form of a reset link is the staff app's.
    if (query.mode === 'resetPassword')
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    const destination = await signedInDestination(request);
    if (destination) return reply.header('cache-control', 'no-cache').redirect(destination, 303);
    if (!renderer || !headScriptSource) return sendHtml(reply, template);
    const data: SignInData = {
      language: renderer.pickLanguage(request.headers.cookie, request.headers['accept-language']),
      logoUrl: null,
      redirect: typeof query.redirect === 'string' ? query.redirect : null,
      devMailbox: options.devMailboxFor(request),
      chatWidgetScriptUrl: options.chatWidgetScriptUrl,
    };
    let html: string;
    try {
      html = fillTemplate(template, renderer.renderSignInPage(data), renderer, {
        stylesheet: renderer.SIGN_IN_STYLE,
        headScript: renderer.SIGN_IN_HEAD_SCRIPT,
      });
    } catch (error) {
      reply.log.error({ err: error }, 'the sign-in page could not be rendered');
      return sendHtml(reply, template);
    }
    const policy = reply.getHeader('content-security-policy') ?? reply.raw.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', withScriptSource(policy, headScriptSource));
    return sendHtml(reply, html);
  });
}

// What one call's handler gets (FunctionContext). Most calls never read the cancellation signal or
// the language, and under load (a cached repairsList answer) making them on every call cost a
// good share of the server's time; they are made on first use (docs/decisions/006).
import { FunctionError, languageOfHeader, type Language, type TTokenClaims } from '@rueda/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VerifiedUser } from '../auth/id-token.ts';
import type { FunctionContext, Services } from './registry.ts';

export class CallContext implements FunctionContext {
  readonly db: Services['db'];
  readonly auth: Services['auth'];
  readonly mailer: Services['mailer'];
  readonly publicUrl: string;
  readonly clock: Services['clock'];
  readonly trialDays: number;
  readonly repairLists: Services['repairLists'];
  readonly repairsChanged: Services['repairsChanged'];
  private controller: AbortController | undefined;
  private abortedWith: FunctionError | undefined;

  constructor(
    services: Services,
    readonly user: VerifiedUser | null,
    readonly claims: TTokenClaims | null,
    readonly workshopId: string | null,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {
    this.db = services.db;
    this.auth = services.auth;
    this.mailer = services.mailer;
    this.publicUrl = services.publicUrl;
    this.clock = services.clock;
    this.trialDays = services.trialDays;
    this.repairLists = services.repairLists;
    this.repairsChanged = services.repairsChanged;
  }

  get language(): Language {
    return languageOfHeader(this.request.headers['accept-language']);
  }

  get clientAddress(): string {
    return this.request.ip;
  }

  /**
   * Aborted when the caller goes away or the deadline passes. The response closing before it was
   * written means the caller went away (the request's own 'close' fires as soon as its body has
   * been read, so it says nothing about the caller).
   */
  get signal(): AbortSignal {
    if (this.controller) return this.controller.signal;
    const controller = new AbortController();
    this.controller = controller;
    const response = this.reply.raw;
    if (this.abortedWith) controller.abort(this.abortedWith);
    else if (response.destroyed && !response.writableFinished) this.abort(new FunctionError('cancelled', 'The caller went away.'));
    else {
      response.once('close', () => {
        if (!response.writableFinished) this.abort(new FunctionError('cancelled', 'The caller went away.'));
      });
    }
    return controller.signal;
  }

  /** Aborts the signal (now, or when it is first read). */
  abort(reason: FunctionError): void {
    this.abortedWith ??= reason;
    this.controller?.abort(this.abortedWith);
  }
}

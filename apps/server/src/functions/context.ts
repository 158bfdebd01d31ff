// What one call's handler gets: the dependencies, the caller as its access knows them, and the
// call's own facts. Most calls never read the cancellation signal or the language, and under load
// (a cached repairsList answer) making them on every call cost a good share of the server's time;
// they are made on first use (docs/decisions/006).
import { FunctionError, languageOfHeader, type Language } from '@rueda/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VerifiedUser } from '../auth/id-token.ts';
import type { Caller } from './access.ts';
import type { Dependencies } from './dependencies.ts';

/** The facts of one call that are not about who calls. */
export interface CallFacts {
  /** The language the caller's app speaks (Accept-Language), for texts the server writes. */
  readonly language: Language;
  /** The caller's address (Fastify's request.ip, which honours TRUST_PROXY), for per-address limits. */
  readonly clientAddress: string;
  /** Aborted when the caller goes away or the deadline passes. */
  readonly signal: AbortSignal;
  /** The address the caller's browser used, when it is believed (http/addresses.ts); links and round trips follow it. */
  readonly requestOrigin: string | undefined;
}

export type FunctionContext<C extends Caller = Caller> = Dependencies & Readonly<C> & CallFacts;

/** One request to a function, as the transport received it. */
export class IncomingCall implements CallFacts {
  private controller: AbortController | undefined;
  private abortedWith: FunctionError | undefined;

  constructor(
    readonly dependencies: Dependencies,
    /** The verified token's account, or null when no token was sent. */
    readonly user: VerifiedUser | null,
    /** The request body's `data`, not yet checked. */
    readonly data: unknown,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {}

  get language(): Language {
    return languageOfHeader(this.request.headers['accept-language']);
  }

  get clientAddress(): string {
    return this.request.ip;
  }

  get requestOrigin(): string | undefined {
    return this.dependencies.addresses.originOf(this.request);
  }

  /**
   * The response closing before it was written means the caller went away (the request's own
   * 'close' fires as soon as its body has been read, so it says nothing about the caller).
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

  /**
   * The handler's context: this call, with the dependencies and the caller added to it. One object
   * per call and no closures: a cached answer's whole cost is a few microseconds (decision 006).
   */
  contextFor<C extends Caller>(caller: C): FunctionContext<C> {
    return Object.assign(this, this.dependencies, caller);
  }
}

// The contract each of the server's parts keeps (parts/*.ts, listed in order by buildApp in app.ts): a part
// registers its routes and hooks on the application and gives what later parts, the functions' dependencies or
// buildApp's answer (RuedaApp) need of it. The order is the wiring's (docs/architecture.md §19): a part listed
// before one whose gifts it needs does not compile.
import type { FastifyInstance } from 'fastify';

/** One part of the server: it needs some of what came before it, registers itself, and gives what it made. */
export interface ServerPart<Needs extends object, Gives extends object> {
  /** What the part is, in a word or two, for whoever reads or debugs the list. */
  readonly name: string;
  /** A function-typed property, not a method: TypeScript then checks `Needs` strictly against what comes before. */
  readonly register: (app: FastifyInstance, context: Needs) => Promise<Gives>;
}

/**
 * Parts registered one after the other, in the order they are added: each waits for the one before it and sees
 * the shared context grown by what every earlier part gave. A part that fails stops the ones after it.
 */
export class ServerParts<Context extends object> {
  private constructor(
    private readonly app: FastifyInstance,
    private readonly context: Promise<Context>,
  ) {}

  /** The parts of `app`, starting from what several of them share (parts/shared-context.ts). */
  static of<Shared extends object>(app: FastifyInstance, shared: Shared): ServerParts<Shared> {
    return new ServerParts(app, Promise.resolve(shared));
  }

  add<Gives extends object>(part: ServerPart<Context, Gives>): ServerParts<Context & Gives> {
    const grown = this.context.then(async (context) => ({ ...context, ...(await part.register(this.app, context)) }));
    return new ServerParts(this.app, grown);
  }

  /** The context once every part added has registered. */
  registered(): Promise<Context> {
    return this.context;
  }
}

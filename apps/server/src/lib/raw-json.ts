// An answer already serialised as the wire's bytes: answers kept in memory (the repairs list cache,
// docs/decisions/006), whose bytes and gzip form are made once, not on every call, and large answers
// written out from parts already encoded (a month's calendar events, decision 027).
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Answers smaller than this go as they are; compressing them saves nothing worth the CPU. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Answers smaller than this are compressed at gzip's fastest level with a 16 KiB window and less memory:
 * on a page of customers (6 KiB) the event loop spends about 25 µs on it instead of 65 (most of it is
 * setting zlib up), for 5 % more bytes. Larger answers kept and sent many times (a board of repairs)
 * are worth level 6; a larger one sent once, to a client without brotli, is not (200 KiB: about 1 ms
 * at level 1, 2 at level 6, for some 10 % more bytes).
 */
const SMALL_BYTES = 64 * 1024;
const SMALL_ANSWER_GZIP = { level: 1, windowBits: 14, memLevel: 6 };
/**
 * A large answer sent once (a month's calendar events, 200 KiB) goes as brotli at quality 1 to the clients
 * that accept it (every browser over HTTPS), with a window no larger than the answer: measured here,
 * 0.5 ms and 22 KiB, where gzip's fastest level takes 1.2 ms for 25 KiB. It is compressed on the event
 * loop: through the thread pool the same work cost twice the CPU in all, on a machine of two cores.
 * A kept page (under 64 KiB) goes as brotli too, made once; larger kept answers stay gzip, compressed once.
 */
const brotliOptions = (bytes: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 1,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(bytes)))),
  },
});
/**
 * An answer already serialised as the wire's bytes, `{"result": …}` (cached answers), with its gzip
 * form made once, on first use, for the clients that accept it (every browser does). `T` is the
 * answer's type, so a handler's cached answer is checked like any other.
 */
export class RawJson<T = unknown> {
  readonly body: Buffer;
  private compressed: Promise<Buffer | null> | undefined;
  private keptBrotli: Buffer | undefined;
  /** Only ever assigned by the type system: ties the bytes to the answer's type. */
  declare private readonly answerType?: T;

  private constructor(
    body: Buffer,
    private readonly kept: boolean,
  ) {
    this.body = body;
  }

  static of<T>(result: T): RawJson<T> {
    return new RawJson<T>(Buffer.from(`{"result":${JSON.stringify(result)}}`), true);
  }

  /**
   * Any other answer, serialised to be sent once (docs/product.md §26.2): above 1 KiB it goes compressed like
   * the lists, at the fastest levels, since it will not be sent again.
   */
  static once<T>(result: T): RawJson<T> {
    return new RawJson<T>(Buffer.from(`{"result":${JSON.stringify(result ?? null)}}`), false);
  }

  /** An answer already written as JSON text (the customers directory's items); checked as any answer is where answers are checked. */
  static ofJson<T>(resultJson: string): RawJson<T> {
    return new RawJson<T>(Buffer.from(`{"result":${resultJson}}`), true);
  }

  /**
   * An answer written as JSON in parts already encoded (a month's calendar events, a page of repairs, each
   * kept as its text): `{"result":` + parts joined by `separator` … `}` with `before` and `after` around them.
   * `kept` when it is cached and sent many times (its gzip form made once), else it is sent once.
   */
  static ofParts<T>(before: string, parts: readonly Buffer[], separator: string, after: string, kept = false): RawJson<T> {
    const comma = Buffer.from(separator);
    const chunks: Buffer[] = [Buffer.from(`{"result":${before}`)];
    parts.forEach((part, index) => {
      if (index > 0) chunks.push(comma);
      chunks.push(part);
    });
    chunks.push(Buffer.from(`${after}}`));
    return new RawJson<T>(Buffer.concat(chunks), kept);
  }

  /** The answer again, parsed from the bytes (the answer checks of tests and development). */
  result(): unknown {
    return (JSON.parse(this.body.toString('utf8')) as { result: unknown }).result;
  }

  /**
   * The gzip form, or null when the answer is too small to be worth it. An answer under 64 KiB (a page of a list)
   * is compressed on the event loop: through libuv's thread pool the same work cost about half as much CPU again
   * (handing it over and back), and on a machine of two cores the other core is PostgreSQL's; a page of repairs
   * (32 KiB) takes about 0.2 ms (decision 042's second addendum). A larger answer is compressed on the thread pool
   * while the other requests go on: at level 6 when it is kept and sent many times, else at the fastest.
   */
  gzip(): Promise<Buffer | null> {
    if (this.compressed === undefined) {
      if (this.body.length < COMPRESS_FROM_BYTES) this.compressed = Promise.resolve(null);
      else if (this.body.length < SMALL_BYTES) this.compressed = Promise.resolve(gzipSync(this.body, SMALL_ANSWER_GZIP));
      else this.compressed = gzipAsync(this.body, this.kept ? { level: 6 } : SMALL_ANSWER_GZIP);
    }
    return this.compressed;
  }

  /**
   * The brotli form, or null where gzip() serves: a large answer sent once, and a kept answer under 64 KiB (a page
   * of a list), made once on first use. A page of repairs (32 KiB) takes about 0.08 ms at quality 1 for 5.7 KiB,
   * where gzip's fastest takes 0.19 ms for 6.1 KiB (decision 042's second addendum). A kept answer of 64 KiB or
   * more goes as gzip at level 6, smaller, made once; an answer under 64 KiB sent once stays gzip.
   */
  brotli(): Buffer | null {
    if (this.body.length < COMPRESS_FROM_BYTES) return null;
    if (!this.kept) return this.body.length < SMALL_BYTES ? null : brotliCompressSync(this.body, brotliOptions(this.body.length));
    if (this.body.length >= SMALL_BYTES) return null;
    this.keptBrotli ??= brotliCompressSync(this.body, brotliOptions(this.body.length));
    return this.keptBrotli;
  }
}

// An answer already serialised as the wire's bytes, for answers kept in memory (the repairs list
// cache, docs/decisions/006): the bytes and their gzip form are made once, not on every call.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Answers smaller than this go as they are; compressing them saves nothing worth the CPU. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Answers smaller than this are compressed at gzip's fastest level with a 16 KiB window and less memory:
 * on a page of customers (6 KiB) the event loop spends about 25 µs on it instead of 65 (most of it is
 * setting zlib up), for 5 % more bytes. Larger answers (a board of repairs, kept and sent many times)
 * are worth level 6.
 */
const SMALL_BYTES = 64 * 1024;
const SMALL_ANSWER_GZIP = { level: 1, windowBits: 14, memLevel: 6 };

/**
 * An answer already serialised as the wire's bytes, `{"result": …}` (cached answers), with its gzip
 * form made once, on first use, for the clients that accept it (every browser does). `T` is the
 * answer's type, so a handler's cached answer is checked like any other.
 */
export class RawJson<T = unknown> {
  readonly body: Buffer;
  private compressed: Promise<Buffer | null> | undefined;
  /** Only ever assigned by the type system: ties the bytes to the answer's type. */
  declare private readonly answerType?: T;

  private constructor(resultJson: string) {
    this.body = Buffer.from(`{"result":${resultJson}}`);
  }

  static of<T>(result: T): RawJson<T> {
    return new RawJson<T>(JSON.stringify(result));
  }

  /** An answer already written as JSON text (the customers directory's items); checked as any answer is where answers are checked. */
  static ofJson<T>(resultJson: string): RawJson<T> {
    return new RawJson<T>(resultJson);
  }

  /** The answer again, parsed from the bytes (the answer checks of tests and development). */
  result(): unknown {
    return (JSON.parse(this.body.toString('utf8')) as { result: unknown }).result;
  }

  /**
   * The gzip form, or null when the answer is too small to be worth it. Compressed on libuv's thread
   * pool, not the event loop: the other requests go on meanwhile, and a second core does the work.
   */
  gzip(): Promise<Buffer | null> {
    if (this.compressed === undefined) {
      const options = this.body.length < SMALL_BYTES ? SMALL_ANSWER_GZIP : { level: 6 };
      this.compressed = this.body.length >= COMPRESS_FROM_BYTES ? gzipAsync(this.body, options) : Promise.resolve(null);
    }
    return this.compressed;
  }
}

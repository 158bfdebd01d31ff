// RawJson's compressed forms (docs/product.md §26.2): each decompresses to the answer's bytes, whichever way it was made.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RawJson } from './raw-json.ts';

const answerOf = (bytes: number) => ({ text: 'x'.repeat(bytes) });

describe('RawJson.gzip', () => {
  it('sends an answer under 1 KiB as it is', async () => {
    expect(await RawJson.of(answerOf(100)).gzip()).toBeNull();
  });

  it('compresses a page (under 64 KiB, on the event loop) and a larger answer (on the thread pool) to the same bytes', async () => {
    for (const answer of [RawJson.of(answerOf(32 * 1024)), RawJson.of(answerOf(200 * 1024)), RawJson.once(answerOf(200 * 1024))]) {
      const compressed = await answer.gzip();
      expect(compressed).not.toBeNull();
      expect(gunzipSync(compressed!).equals(answer.body)).toBe(true);
      // Made once, kept for the next send.
      expect(await answer.gzip()).toBe(compressed);
    }
  });
});

describe('RawJson.brotli', () => {
  it('makes a kept page’s brotli form once, and a large answer’s sent once each time; both decompress to the answer', () => {
    const page = RawJson.of(answerOf(32 * 1024));
    const compressed = page.brotli();
    expect(brotliDecompressSync(compressed!).equals(page.body)).toBe(true);
    expect(page.brotli()).toBe(compressed);
    const large = RawJson.once(answerOf(200 * 1024));
    expect(brotliDecompressSync(large.brotli()!).equals(large.body)).toBe(true);
  });

  it('leaves to gzip a small answer, a page sent once and a large kept answer', () => {
    expect(RawJson.of(answerOf(100)).brotli()).toBeNull();
    expect(RawJson.once(answerOf(32 * 1024)).brotli()).toBeNull();
    expect(RawJson.of(answerOf(200 * 1024)).brotli()).toBeNull();
  });
});

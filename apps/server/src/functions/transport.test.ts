import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './transport.ts';

describe('acceptsEncoding', () => {
  it('reads Accept-Encoding for gzip as browsers and proxies write it', () => {
    for (const header of ['gzip', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', '*', 'GZIP'])
      expect(acceptsEncoding(header, 'gzip'), header).toBe(true);
    for (const header of [undefined, '', 'identity', 'br', 'gzip;q=0', 'deflate, gzip;q=0.0'])
      expect(acceptsEncoding(header, 'gzip'), String(header)).toBe(false);
  });

  it('and for brotli, which browsers name only over HTTPS', () => {
    for (const header of ['gzip, deflate, br, zstd', 'br;q=1.0, gzip;q=0.8', '*', 'BR'])
      expect(acceptsEncoding(header, 'br'), header).toBe(true);
    for (const header of [undefined, 'gzip, deflate', 'br;q=0', 'brotli'])
      expect(acceptsEncoding(header, 'br'), String(header)).toBe(false);
  });
});

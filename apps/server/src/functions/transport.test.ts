import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './transport.ts';

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers and proxies write it', () => {
    for (const header of ['gzip', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', '*', 'GZIP']) expect(acceptsGzip(header), header).toBe(true);
    for (const header of [undefined, '', 'identity', 'br', 'gzip;q=0', 'deflate, gzip;q=0.0'])
      expect(acceptsGzip(header), String(header)).toBe(false);
  });
});

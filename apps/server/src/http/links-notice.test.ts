import { describe, expect, it } from 'vitest';
import { linksNotice } from './links-notice.ts';

describe('linksNotice', () => {
  it('names the address links carry when PUBLIC_URL is set to one customers reach', () => {
    const notice = linksNotice({ configured: 'https://taller.example.com', publicUrl: 'https://taller.example.com' });
    expect(notice).toBe('  Links sent to customers (repair links, WhatsApp messages, invitations) carry https://taller.example.com');
  });

  it('warns, with what to do, when PUBLIC_URL is unset and links would carry http://localhost:PORT', () => {
    const notice = linksNotice({ configured: undefined, publicUrl: 'http://localhost:8080' });
    expect(notice).toContain('Warning: links sent to customers (repair links, WhatsApp messages, invitations) carry http://localhost:8080');
    expect(notice).toContain('opens only on this machine');
    expect(notice).toContain('PUBLIC_URL is not set');
    expect(notice).toContain('http://<address>:8080');
    expect(notice).toContain('Set PUBLIC_URL to the address customers can reach Rueda at');
  });

  it('warns as well when PUBLIC_URL itself names this machine only', () => {
    const notice = linksNotice({ configured: 'http://127.0.0.1:3000', publicUrl: 'http://127.0.0.1:3000' });
    expect(notice).toContain('Warning: links sent to customers');
    expect(notice).toContain('PUBLIC_URL names this machine only.');
  });
});

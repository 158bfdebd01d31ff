// docs/product.md §27.3: the start-up warning that password-reset mails cannot reach anyone, and what counts as this machine.
import { describe, expect, it } from 'vitest';
import { isLocalUrl, isLoopbackAddress } from './local-address.ts';
import { mailDeliveryWarning } from './mail-delivery-warning.ts';

describe('mailDeliveryWarning', () => {
  it('says nothing when Rueda is opened on this machine', () => {
    for (const publicUrl of ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://127.1.2.3', 'http://[::1]:8080'])
      expect(mailDeliveryWarning({ smtpUrl: undefined, publicUrl, devMailbox: 'local' }), publicUrl).toBeUndefined();
  });

  it('says nothing when mail goes out through SMTP_URL', () => {
    expect(
      mailDeliveryWarning({ smtpUrl: 'smtps://u:p@smtp.example.com:465', publicUrl: 'https://taller.example', devMailbox: 'local' }),
    ).toBeUndefined();
  });

  it('warns when people open Rueda from elsewhere and mail stays in the mailbox', () => {
    for (const publicUrl of ['https://taller.example', 'http://192.168.1.20:8080', 'http://localhost.example.com']) {
      const warning = mailDeliveryWarning({ smtpUrl: undefined, publicUrl, devMailbox: 'local' });
      expect(warning, publicUrl).toContain('password-reset mails cannot reach anyone');
      expect(warning).toContain(`PUBLIC_URL (${publicUrl})`);
      expect(warning).toContain('only this machine can open');
      expect(warning).toContain('Set SMTP_URL');
    }
  });

  it('says that everyone can read the reset links when DEV_MAILBOX=public', () => {
    const warning = mailDeliveryWarning({ smtpUrl: undefined, publicUrl: 'https://taller.example', devMailbox: 'public' });
    expect(warning).toContain('password-reset mails cannot reach anyone');
    expect(warning).toContain('DEV_MAILBOX=public lets anyone who reaches https://taller.example/dev/mailbox read them');
  });
});

describe('this machine', () => {
  it('is every loopback address, however it is written', () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['203.0.113.9', '10.0.0.1', '192.168.1.20', '::ffff:203.0.113.9', 'fe80::1', 'localhost', ''])
      expect(isLoopbackAddress(address), address).toBe(false);
  });

  it('is localhost, 127.x or ::1 in a URL', () => {
    expect(['http://localhost:8080', 'http://127.0.0.1', 'https://[::1]:8443'].map(isLocalUrl)).toEqual([true, true, true]);
    expect(['https://taller.example', 'http://10.0.0.5:8080', 'http://localhost.example.com'].map(isLocalUrl)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

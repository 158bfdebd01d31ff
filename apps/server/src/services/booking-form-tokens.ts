// docs/product.md §22.6: the booking page's form token. publicBookingOptions signs the time the page was opened, with
// the workshop it was opened for, under a key derived from the auth secret; publicBookingCreate accepts the
// form only from MIN_FILL_SECONDS after that (people read and type; bots send at once) and for FORM_TOKEN_HOURS.
// Stateless, so any instance checks what another signed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_TOKEN_HOURS, MIN_FILL_SECONDS } from '@rueda/domain';

export class BookingFormTokens {
  private readonly key: Buffer;

  constructor(authSecret: string) {
    this.key = createHmac('sha256', authSecret).update('rueda booking form').digest();
  }

  private signature(workshopId: string, issuedAt: string): Buffer {
    return createHmac('sha256', this.key).update(`${workshopId}:${issuedAt}`).digest().subarray(0, 18);
  }

  issue(workshopId: string, now: Date): string {
    const issuedAt = now.getTime().toString(36);
    return `${issuedAt}.${this.signature(workshopId, issuedAt).toString('base64url')}`;
  }

  /** Whether the token was signed for this workshop, at least MIN_FILL_SECONDS and at most FORM_TOKEN_HOURS ago. */
  accepts(token: string, workshopId: string, now: Date): boolean {
    const [issuedAt = '', signature = ''] = token.split('.');
    if (!/^[0-9a-z]{1,12}$/.test(issuedAt)) return false;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.signature(workshopId, issuedAt);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const age = now.getTime() - parseInt(issuedAt, 36);
    return age >= MIN_FILL_SECONDS * 1000 && age <= FORM_TOKEN_HOURS * 3_600_000;
  }
}

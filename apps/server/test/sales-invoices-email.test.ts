// docs/product.md §29: a document emailed to its customer through salesInvoicesEmail, read back from the development
// outbox (the local mail adapter keeps what the SMTP server would receive): the recipient, the subject, the text
// naming the workshop, number and total, and the attachment, the document's own A4 PDF. Another workshop's document,
// a mechanic, a missing or malformed address and a workshop past its hourly count send nothing.
import { formatAmount, SALES_MAILS_PER_HOUR_PER_WORKSHOP } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, publicRequestCounts } from '../src/db/schema.ts';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, lastMailTo, seedCatalogue, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;

const CUSTOMER_EMAIL = 'marta.iglesias@example.com';

beforeAll(async () => {
  server = await startTestServer();
  shop = await createWorkshop(server, 'Taller Rueda Norte');
  other = await createWorkshop(server, 'Otro taller');
  await seedCatalogue(server, shop.id);
  for (const workshop of [shop, other]) await workshop.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
});
afterAll(() => server?.close());

const sale = { kind: 'simplified' as const, lines: [{ description: 'Cámara 29"', quantity: 2, priceCents: 650 }] };

/** A repair whose customer has an email, invoiced. */
async function invoicedRepair() {
  const repair = await shop.admin.ok('repairsCreate', { ...INTAKE, customer: { ...INTAKE.customer, email: CUSTOMER_EMAIL } });
  return shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: repair.id });
}

const mailCount = async () => (await server.database.db.select({ id: outboxEmails.id }).from(outboxEmails)).length;

describe('salesInvoicesEmail', () => {
  it("sends the document's A4 PDF to the customer's address on its repair, in the workshop's language by default", async () => {
    const document = await invoicedRepair();
    const answer = await shop.admin.ok('salesInvoicesEmail', { id: document.id });
    expect(answer).toMatchObject({ to: CUSTOMER_EMAIL, fileName: `Factura ${document.numberText.replace('/', '-')}.pdf` });
    expect(Number.isNaN(Date.parse(answer.sentAt))).toBe(false);
    const mail = await lastMailTo(server, CUSTOMER_EMAIL);
    expect(mail?.subject).toBe(`Factura simplificada ${document.numberText} · Taller Rueda Norte`);
    expect(mail?.text).toContain(
      `Taller Rueda Norte le envía adjunta su factura simplificada ${document.numberText}, por un total de ${formatAmount(document.totalCents)}.`,
    );
    expect(mail?.attachments).toHaveLength(1);
    const [attachment] = mail!.attachments;
    expect(attachment).toMatchObject({ fileName: answer.fileName, contentType: 'application/pdf' });
    const pdf = Buffer.from(attachment!.contentBase64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    // Its title (an info string) names the number, and it is byte for byte the A4 page the staff download (it renders the same each time).
    expect(pdf.toString('latin1')).toContain(`(Factura simplificada ${document.numberText})`);
    const download = await shop.admin.ok('salesInvoicesPdf', { id: document.id, language: 'es', format: 'a4' });
    expect(attachment!.contentBase64).toBe(download.contentBase64);
  });

  it('sends to the address given, in the language chosen', async () => {
    const document = await shop.admin.ok('salesInvoicesIssue', sale);
    const manager = await shop.member('manager');
    const answer = await manager.ok('salesInvoicesEmail', { id: document.id, email: ' contabilidad@example.pt ', language: 'pt' });
    expect(answer.to).toBe('contabilidad@example.pt');
    const mail = await lastMailTo(server, 'contabilidad@example.pt');
    expect(mail?.subject).toBe(`Fatura simplificada ${document.numberText} · Taller Rueda Norte`);
    expect(mail?.text).toContain(`envia-lhe em anexo a sua fatura simplificada ${document.numberText}`);
    expect(mail!.attachments[0]!.fileName).toBe(`Fatura ${document.numberText.replace('/', '-')}.pdf`);
    expect(Buffer.from(mail!.attachments[0]!.contentBase64, 'base64').toString('latin1')).toContain(
      `(Fatura simplificada ${document.numberText})`,
    );
  });

  it('refuses a missing or malformed address naming the field, and sends nothing', async () => {
    const document = await shop.admin.ok('salesInvoicesIssue', sale);
    const before = await mailCount();
    for (const email of [null, 'no es un correo', 'marta@', `${'a'.repeat(250)}@example.com`]) {
      const answer = await shop.admin.send('salesInvoicesEmail', { id: document.id, email });
      expect(answer.status, String(email)).toBe(400);
      expect(answer.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field: 'email' }] } });
    }
    expect(await mailCount()).toBe(before);
  });

  it("refuses another workshop's document as a missing one, and a mechanic, sending nothing", async () => {
    const theirs = await other.admin.ok('salesInvoicesIssue', sale);
    const mine = await invoicedRepair();
    const before = await mailCount();
    const answer = await shop.admin.call('salesInvoicesEmail', { id: theirs.id, email: 'alguien@example.com' });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ status: 'NOT_FOUND', message: 'This document does not exist.' });
    const mechanic = await shop.member('mechanic');
    expect((await mechanic.call('salesInvoicesEmail', { id: mine.id, email: null, language: null })).status).toBe(403);
    expect(await mailCount()).toBe(before);
  });

  it('sends at most the hourly count of one workshop, and the next one then is refused unsent', async () => {
    const document = await shop.admin.ok('salesInvoicesIssue', sale);
    // The workshop's count for this hour, as if it had sent all it may (the count is kept per clock hour).
    const windowStart = new Date(Math.floor(server.clock.now().getTime() / 3_600_000) * 3_600_000);
    const key = `documentMail:workshop:${shop.id}`;
    await server.database.db
      .insert(publicRequestCounts)
      .values({ key, windowStart, count: SALES_MAILS_PER_HOUR_PER_WORKSHOP })
      .onConflictDoUpdate({
        target: [publicRequestCounts.key, publicRequestCounts.windowStart],
        set: { count: SALES_MAILS_PER_HOUR_PER_WORKSHOP },
      });
    const before = await mailCount();
    const refused = await shop.admin.call('salesInvoicesEmail', { id: document.id, email: 'tope@example.com', language: 'es' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED' });
    expect(await mailCount()).toBe(before);
    // Another workshop's count is its own.
    const theirs = await other.admin.ok('salesInvoicesIssue', sale);
    expect((await other.admin.call('salesInvoicesEmail', { id: theirs.id, email: 'tope@example.com', language: 'es' })).status).toBe(200);
    await server.database.db.delete(publicRequestCounts).where(eq(publicRequestCounts.key, key));
  });
});

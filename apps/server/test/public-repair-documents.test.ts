// docs/product.md §21 and §29: the customer's repair link shows the repair's money (its deposits, what is paid and what
// remains) and its documents, each by a handle made for that link; publicRepairDocumentPdf downloads one as the staff
// would, only while the link is live and only for its own repair's document. A revoked link, another repair's or
// another workshop's document, a forged handle: the one not-found, the same body. Counted per address with the reads.
import { randomBytes } from 'node:crypto';
import { REPAIR_DOCUMENT_HANDLE_LENGTH, type FunctionInput, type TPublicRepair } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type CallResult } from './http-client.ts';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, seedCatalogue, type Workshop } from './workshop-fixture.ts';

const READS = 6;

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let next = 0;

/** The token of a link's address (`…/r/<token>`). */
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** An anonymous caller from an address of its own (behind the trusted loopback proxy), so the limits stay apart. */
function anonymous(address = `203.0.113.${(next += 1)}`) {
  const client = new TestClient(server.url);
  const headers = { 'x-forwarded-for': address };
  return {
    get: (token: string) => client.call('publicRepairGet', { token }, { headers }) as Promise<CallResult<TPublicRepair>>,
    pdf: (data: FunctionInput<'publicRepairDocumentPdf'>) => client.call('publicRepairDocumentPdf', data, { headers }),
    send: (name: string, data: unknown) => client.send(name, data, { headers }),
  };
}

function expectNotFound(answer: CallResult) {
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual({ error: { status: 'NOT_FOUND', message: 'This link does not exist or no longer works.' } });
}

/** A repair of `workshop` with a deposit, invoiced, and its live link's token. */
async function invoicedRepair(workshop: Workshop, depositCents = 1000) {
  const repair = await workshop.admin.ok('repairsCreate', INTAKE);
  await workshop.admin.ok('salesDepositsTake', { repairId: repair.id, method: 'cash', amountCents: depositCents });
  const invoice = await workshop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: repair.id });
  const link = await workshop.admin.ok('repairLinkGet', { repairId: repair.id });
  return { repair, invoice, token: tokenOf(link!.url) };
}

/** The handles the link shows, oldest document first. */
async function handlesOf(token: string): Promise<string[]> {
  const answer = await anonymous().get(token);
  expect(answer.status).toBe(200);
  return answer.body.result!.money!.documents.map((document) => document.handle);
}

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_REPAIR_READS_PER_HOUR_PER_IP: String(READS) } });
  shop = await createWorkshop(server, 'Taller Rueda Norte');
  other = await createWorkshop(server, 'Otro taller');
  await Promise.all([seedCatalogue(server, shop.id), seedCatalogue(server, other.id)]);
  for (const workshop of [shop, other]) await workshop.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
});
afterAll(() => server?.close());

describe("the repair link's money and documents", () => {
  it('shows nothing of money while the repair has neither deposits nor documents', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    const link = await shop.admin.ok('repairLinkGet', { repairId: repair.id });
    const answer = await anonymous().get(tokenOf(link!.url));
    expect(answer.body.result?.money).toBeNull();
  });

  it('shows the deposit, what is paid and remains, and the documents by handle, with no id of theirs', async () => {
    const { repair, invoice, token } = await invoicedRepair(shop, 1000);
    await shop.admin.ok('salesPaymentsRecord', { documentId: invoice.id, payments: [{ method: 'card', amountCents: 500 }] });
    const rectifying = await shop.admin.ok('salesInvoicesRectify', {
      mode: 'partial',
      id: invoice.id,
      reason: 'Devolución',
      lines: [{ description: 'Cámara', quantity: 1, priceCents: 100, rateBp: 2100 }],
    });
    const answer = await anonymous().get(token);
    const money = answer.body.result!.money!;
    expect(money).toMatchObject({
      totalCents: invoice.totalCents + rectifying.totalCents,
      depositsCents: 1000,
      paidCents: 1500,
      remainingCents: invoice.totalCents + rectifying.totalCents - 1500,
    });
    expect(money.deposits).toEqual([{ date: expect.any(String), amountCents: 1000 }]);
    expect(money.documents).toEqual([
      {
        handle: expect.any(String),
        number: invoice.numberText,
        kind: 'simplified',
        issueDay: invoice.issueDay,
        totalCents: invoice.totalCents,
      },
      {
        handle: expect.any(String),
        number: rectifying.numberText,
        kind: 'rectifying',
        issueDay: rectifying.issueDay,
        totalCents: rectifying.totalCents,
      },
    ]);
    for (const { handle } of money.documents) expect(handle).toMatch(new RegExp(`^[\\w-]{${REPAIR_DOCUMENT_HANDLE_LENGTH}}$`));
    const text = JSON.stringify(answer.body);
    for (const id of [invoice.id, rectifying.id, repair.id, shop.id]) expect(text).not.toContain(id);
  });

  it('downloads each document as the staff would, on A4 or as a ticket, in the language asked', async () => {
    const { invoice, token } = await invoicedRepair(shop);
    const [handle] = await handlesOf(token);
    const a4 = await anonymous().pdf({ token, handle: handle!, format: 'a4', language: 'pt' });
    expect(a4.status).toBe(200);
    expect(a4.body.result!.fileName).toBe(`Fatura ${invoice.numberText.replace('/', '-')}.pdf`);
    const staff = await shop.admin.ok('salesInvoicesPdf', { id: invoice.id, language: 'pt', format: 'a4' });
    expect(a4.body.result!.contentBase64).toBe(staff.contentBase64);
    const ticket = await anonymous().pdf({ token, handle: handle!, format: 'ticket', language: 'es' });
    const pdf = Buffer.from(ticket.body.result!.contentBase64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 226.77 ');
  });

  it("answers the same not-found for a revoked link, another repair's or workshop's document and a forged handle", async () => {
    const mine = await invoicedRepair(shop);
    const sibling = await invoicedRepair(shop);
    const theirs = await invoicedRepair(other);
    const [myHandle] = await handlesOf(mine.token);
    const [siblingHandle] = await handlesOf(sibling.token);
    const [theirHandle] = await handlesOf(theirs.token);
    const ask = (token: string, handle: string) => anonymous().pdf({ token, handle, format: 'a4', language: 'es' });
    expect((await ask(mine.token, myHandle!)).status).toBe(200);
    // Another repair's document, of this workshop or another, through this link; this one's through theirs.
    expectNotFound(await ask(mine.token, siblingHandle!));
    expectNotFound(await ask(mine.token, theirHandle!));
    expectNotFound(await ask(theirs.token, myHandle!));
    // Forged: random handles of the right length, an empty one, the document's own id, a token that is no link's.
    expectNotFound(await ask(mine.token, randomBytes(24).toString('base64url')));
    expectNotFound(await ask(mine.token, ''));
    expectNotFound(await ask(mine.token, mine.invoice.id));
    expectNotFound(await ask(randomBytes(32).toString('base64url'), myHandle!));
    // Revoked: the link and every document through it.
    await shop.admin.ok('repairLinkRevoke', { repairId: mine.repair.id });
    expectNotFound(await ask(mine.token, myHandle!));
    expectNotFound(await anonymous().get(mine.token));
  });

  it('counts every download with the link’s reads of the address, refused past the limit', async () => {
    const { token } = await invoicedRepair(shop);
    const [handle] = await handlesOf(token);
    const caller = anonymous();
    expect((await caller.get(token)).status).toBe(200);
    for (let n = 1; n < READS; n += 1)
      expect((await caller.pdf({ token, handle: handle!, format: 'a4', language: 'es' })).status).toBe(200);
    const refused = await caller.pdf({ token, handle: handle!, format: 'a4', language: 'es' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'request-limit' } });
    expect((await caller.get(token)).status).toBe(429);
    // Another address is counted apart; a format or language the page does not offer is refused by the schema.
    expect((await anonymous().pdf({ token, handle: handle!, format: 'a4', language: 'es' })).status).toBe(200);
    for (const wrong of [{ format: 'receipt' }, { language: 'en' }, { handle: 'x'.repeat(101) }]) {
      const answer = await anonymous().send('publicRepairDocumentPdf', { token, handle, format: 'a4', language: 'es', ...wrong });
      expect(answer.status, JSON.stringify(wrong)).toBe(400);
    }
  });
});

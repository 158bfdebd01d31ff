// docs/product.md §29.8: a Portuguese workshop's documents. A series is used only once the AT gave it its
// validation code; each document has its SAF-T type (FS, FT, NC), its ATCUD (Portaria 195/2020 art. 3), a signature
// chained to the previous one of its series and type (Despacho 8632/2014 §2.1.5) that verifies with the
// installation's key, and a QR code's text whose fields are the document's; the month's SAF-T (PT) file holds every
// document and is valid against the AT's XSD. Two issues at once on one series chain in number order.
import { generateKeyPairSync, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signatureMark } from '@rueda/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSaftXml } from '../src/portugal/saft-xsd.ts';
import { verifyDocumentSignature } from '../src/portugal/signature.ts';
import { portugalKeyFileOf, resolvePortugalConfig } from '../src/services/portugal-signing-key.ts';
import { signatureFieldsOf } from '../src/services/portugal-signature.ts';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, setWorkshopZone, type Workshop } from './workshop-fixture.ts';

const PT_SETTINGS = {
  country: 'PT',
  region: 'PT',
  legalName: 'Bicicletas Ribeira, Lda.',
  taxId: '501964843',
  street: 'Rua da Ribeira, 12',
  postalCode: '1100-001',
  town: 'Lisboa',
  province: 'Lisboa',
  simplifiedLimitCents: 100_000,
  defaultRateBp: 2300,
} as const;
const CODES = { T: 'JJ4N5T9X', F: 'KL7PQ2RS', R: 'MN3WX8YZ' } as const;
const CUSTOMER = {
  name: 'Entregas Rápidas, S.A.',
  taxId: '508025338',
  country: 'PT',
  street: 'Avenida da Liberdade, 200',
  postalCode: '1250-147',
  town: 'Lisboa',
};
const CERTIFICATE = '1234';

const keyDir = mkdtempSync(path.join(os.tmpdir(), 'rueda-pt-key-'));
const keys = generateKeyPairSync('rsa', { modulusLength: 1024 });
const keyFile = path.join(keyDir, 'signing.pem');
writeFileSync(keyFile, keys.privateKey.export({ type: 'pkcs1', format: 'pem' }), { mode: 0o600 });

let server: TestServer;
let shop: Workshop;

beforeAll(async () => {
  server = await startTestServer({ env: { PORTUGAL_SIGNING_KEY_FILE: keyFile, PORTUGAL_CERTIFICATE_NUMBER: CERTIFICATE } });
  shop = await createWorkshop(server, 'Bicicletas Ribeira');
  await setWorkshopZone(server, shop.id, 'Europe/Lisbon');
  await shop.admin.ok('salesTaxSettingsUpdate', PT_SETTINGS);
});
afterAll(() => server?.close());

const sale = (lines: { description: string; quantity: number; priceCents: number; rateBp?: number }[]) =>
  ({ kind: 'simplified', lines }) as const;
const seriesOf = async (workshop: Workshop) => (await workshop.admin.ok('salesTaxSettingsGet', null)).series;

type StoredRow = {
  id: string;
  number: number;
  series_code: string;
  pt_doc_type: string;
  atcud: string;
  signature: string;
  hash_control: string;
  system_entry_date: string;
  issue_day: string;
  issued_at: string;
  number_text: string;
  total_cents: number;
};

/** The workshop's Portuguese documents of a series, in number order, as stored. */
async function stored(seriesCode: string): Promise<StoredRow[]> {
  const result = await server.database.db.execute<StoredRow>(sql`
    select id, number::int as number, series_code, pt_doc_type, atcud, signature, hash_control, system_entry_date, issue_day,
           issued_at::text as issued_at, number_text, total_cents::int as total_cents
    from sales_documents where workshop_id = ${shop.id} and series_code = ${seriesCode} order by number`);
  return result.rows;
}

/** Each stored signature verifies with the installation's public key over its own fields and the previous signature. */
function expectChain(rows: StoredRow[]): void {
  rows.forEach((row, index) => {
    const previousHash = index === 0 ? '' : rows[index - 1]!.signature;
    const fields = {
      invoiceDate: row.issue_day,
      systemEntryDate: row.system_entry_date,
      invoiceNo: `${row.pt_doc_type} ${row.number_text}`,
      grossTotalCents: Math.abs(row.total_cents),
      previousHash,
    };
    expect(verifyDocumentSignature(fields, row.signature, keys.publicKey), row.number_text).toBe(true);
    expect(row.hash_control).toBe('1');
    if (index > 0) expect(row.system_entry_date >= rows[index - 1]!.system_entry_date).toBe(true);
  });
}

describe('the series’ validation codes', () => {
  it('refuses to issue from a series the AT has not given a code', async () => {
    const answer = await shop.admin.call('salesInvoicesIssue', sale([{ description: 'Câmara de ar', quantity: 1, priceCents: 650 }]));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'series-not-communicated' } });
    expect(await stored('T')).toEqual([]);
  });

  it('takes an admin’s code of the AT’s form, refuses a malformed one and a manager', async () => {
    const [full] = (await seriesOf(shop)).filter((series) => series.code === 'F');
    const wrong = await shop.admin.call('salesSeriesUpdate', { id: full!.id, validationCode: 'abc-1' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body.error)).toContain('validationCode');
    expect((await (await shop.member('manager')).call('salesSeriesUpdate', { id: full!.id, validationCode: CODES.F })).status).toBe(403);
    expect((await shop.admin.call('salesSeriesUpdate', { id: 'missing', validationCode: CODES.F })).status).toBe(404);
    for (const series of await seriesOf(shop)) {
      const answer = await shop.admin.ok('salesSeriesUpdate', {
        id: series.id,
        validationCode: ` ${CODES[series.code as keyof typeof CODES]} `,
      });
      expect(answer.series.find((each) => each.id === series.id)?.validationCode).toBe(CODES[series.code as keyof typeof CODES]);
    }
  });
});

describe('issuing in Portugal', () => {
  it('an FS, an FT and an NC: each its ATCUD and a signature chained in its series, a replacement refused', async () => {
    const first = await shop.admin.ok(
      'salesInvoicesIssue',
      sale([
        { description: 'Revisão geral', quantity: 1, priceCents: 2460 },
        { description: 'Manual de manutenção', quantity: 1, priceCents: 1060, rateBp: 600 },
      ]),
    );
    const second = await shop.admin.ok('salesInvoicesIssue', sale([{ description: 'Câmara de ar', quantity: 3, priceCents: 10 }]));
    const full = await shop.admin.ok('salesInvoicesIssue', {
      kind: 'full',
      lines: [{ description: 'Pneu 700x28', quantity: 2, priceCents: 3690 }],
      customer: CUSTOMER,
    });
    const credit = await shop.admin.ok('salesInvoicesRectify', {
      mode: 'partial',
      id: full.id,
      reason: 'Devolução de um pneu',
      lines: [{ description: 'Pneu 700x28', quantity: 1, priceCents: 3690, rateBp: 2300 }],
    });
    const replace = await shop.admin.call('salesInvoicesRectify', { mode: 'replace', id: second.id, customer: CUSTOMER });
    expect(replace.status).toBe(400);
    expect(replace.body.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(JSON.stringify(replace.body.error)).toContain('"mode"');

    const year = Number(first.issueDay.slice(0, 4));
    const [fs, ft, nc] = [await stored('T'), await stored('F'), await stored('R')];
    expect(fs.map((row) => [row.pt_doc_type, row.number_text, row.atcud])).toEqual([
      ['FS', `T${year}/1`, `${CODES.T}-1`],
      ['FS', `T${year}/2`, `${CODES.T}-2`],
    ]);
    expect(ft.map((row) => [row.pt_doc_type, row.atcud, row.id])).toEqual([['FT', `${CODES.F}-1`, full.id]]);
    expect(nc.map((row) => [row.pt_doc_type, row.atcud, row.id])).toEqual([['NC', `${CODES.R}-1`, credit.id]]);
    for (const rows of [fs, ft, nc]) expectChain(rows);
    // The NC signs its total as SAF-T writes it, positive, though it takes back.
    expect(credit.totalCents).toBe(-3690);
    // A chain that skipped the previous signature would not verify: the second FS names the first.
    const unchained = { ...signatureFieldsOf(second, 'FS', 'Europe/Lisbon', ''), systemEntryDate: fs[1]!.system_entry_date };
    expect(verifyDocumentSignature(unchained, fs[1]!.signature, keys.publicKey)).toBe(false);
  });

  it('answers the ATCUD, the signature’s mark, the legend and a QR code’s text whose fields are the document’s', async () => {
    const [row] = await stored('T');
    const view = await shop.admin.ok('salesInvoicesGet', { id: row!.id });
    expect(view.verifactu).toBeNull();
    expect(view.portugal).toEqual({
      atcud: `${CODES.T}-1`,
      qrString: expect.any(String),
      signatureMark: signatureMark(row!.signature),
      legend: `Processado por programa certificado n.º ${CERTIFICATE}/AT`,
    });
    const fields = Object.fromEntries(
      view.portugal!.qrString.split('*').map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]),
    );
    const normal = view.breakdown.find((rate) => rate.rateBp === 2300)!;
    const reduced = view.breakdown.find((rate) => rate.rateBp === 600)!;
    const euros = (cents: number) => (cents / 100).toFixed(2);
    expect(fields).toEqual({
      A: '501964843',
      B: '999999990',
      C: 'PT',
      D: 'FS',
      E: 'N',
      F: view.issueDay.replaceAll('-', ''),
      G: `FS ${view.numberText}`,
      H: `${CODES.T}-1`,
      I1: 'PT',
      I3: euros(reduced.baseCents),
      I4: euros(reduced.taxCents),
      I7: euros(normal.baseCents),
      I8: euros(normal.taxCents),
      N: euros(view.taxCents),
      O: euros(view.totalCents),
      Q: signatureMark(row!.signature),
      R: CERTIFICATE,
    });
    expect([normal.baseCents, normal.taxCents, reduced.baseCents, reduced.taxCents]).toEqual([2000, 460, 1000, 60]);
    const [credit] = await stored('R');
    const nc = await shop.admin.ok('salesInvoicesGet', { id: credit!.id });
    expect(nc.portugal!.qrString).toContain(`*B:508025338*C:PT*D:NC*E:N*`);
    expect(nc.portugal!.qrString).toContain('*I1:PT*I7:30.00*I8:6.90*N:6.90*O:36.90*');
  });

  it('keeps a series’ code once it numbered with it; the same code again changes nothing', async () => {
    const simplified = (await seriesOf(shop)).find((series) => series.code === 'T')!;
    const changed = await shop.admin.call('salesSeriesUpdate', { id: simplified.id, validationCode: 'ZZZZ9999' });
    expect(changed.status).toBe(400);
    expect(changed.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'series-in-use' } });
    expect((await shop.admin.ok('salesSeriesUpdate', { id: simplified.id, validationCode: CODES.T })).series).toEqual(await seriesOf(shop));
  });

  it('chains two issues at once on one series in number order', async () => {
    const before = (await stored('T')).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        shop.admin.call('salesInvoicesIssue', sale([{ description: `Parche ${index}`, quantity: 1, priceCents: 100 + index }])),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const rows = await stored('T');
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: before + 8 }, (_, index) => index + 1));
    expectChain(rows);
  });
});

describe('the month’s SAF-T (PT) file', () => {
  it('holds every document of the month, with its hash, ATCUD and the NC’s reference, valid against the AT’s XSD', async () => {
    const [row] = await stored('T');
    const month = row!.issue_day.slice(0, 7);
    const { fileName, contentBase64 } = await shop.admin.ok('salesSaftExport', { month });
    expect(fileName).toBe(`SAFT-PT_501964843_${month}.xml`);
    const xml = Buffer.from(contentBase64, 'base64').toString('utf8');
    expect(await validateSaftXml(xml)).toEqual({ valid: true, errors: [] });
    const all = [...(await stored('T')), ...(await stored('F')), ...(await stored('R'))];
    const between = (name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1]);
    expect(between('NumberOfEntries')).toEqual([String(all.length)]);
    expect(new Set(between('InvoiceNo'))).toEqual(new Set(all.map((each) => `${each.pt_doc_type} ${each.number_text}`)));
    expect(new Set(between('ATCUD'))).toEqual(new Set(all.map((each) => each.atcud)));
    expect(new Set(between('Hash'))).toEqual(new Set(all.map((each) => each.signature)));
    expect(new Set(between('SystemEntryDate'))).toEqual(new Set(all.map((each) => each.system_entry_date)));
    const [ft] = await stored('F');
    expect(xml).toContain(
      `<References>\n<Reference>FT ${ft!.number_text}</Reference>\n<Reason>Devolução de um pneu</Reason>\n</References>`,
    );
    // The file's totals are the documents': GrossTotal per document, and the NC as a debit.
    expect(
      between('GrossTotal')
        .map(Number)
        .reduce((sum, value) => sum + value, 0),
    ).toBeCloseTo(all.reduce((sum, each) => sum + Math.abs(each.total_cents), 0) / 100, 2);
    expect(between('TotalDebit')).toEqual(['30.00']);
    expect(xml).toContain('<CustomerTaxID>508025338</CustomerTaxID>');
    expect(xml).toContain('<CustomerTaxID>999999990</CustomerTaxID>');
  });

  it('a line’s amounts without VAT add up to the rate’s declared base: three lines of 0,01 € at 23 %', async () => {
    // Each line's own base is 0,01 € (0,01 / 1,23 rounds up); the rate's gross of 0,03 € declares a base of 0,02 €.
    const document = await shop.admin.ok(
      'salesInvoicesIssue',
      sale(['Válvula', 'Tampa', 'Anilha'].map((description) => ({ description, quantity: 1, priceCents: 1 }))),
    );
    expect(document.lines.map((line) => line.baseCents)).toEqual([1, 1, 1]);
    expect([document.baseCents, document.taxCents]).toEqual([2, 1]);
    const { contentBase64 } = await shop.admin.ok('salesSaftExport', { month: document.issueDay.slice(0, 7) });
    const xml = Buffer.from(contentBase64, 'base64').toString('utf8');
    const invoice = xml.slice(xml.indexOf(`<InvoiceNo>FS ${document.numberText}</InvoiceNo>`));
    const own = invoice.slice(0, invoice.indexOf('</Invoice>'));
    const amounts = [...own.matchAll(/<CreditAmount>([^<]*)<\/CreditAmount>/g)].map((match) => Math.round(Number(match[1]) * 100));
    expect(amounts.reduce((sum, value) => sum + value, 0)).toBe(2);
    expect(own).toContain('<TaxPayable>0.01</TaxPayable>\n<NetTotal>0.02</NetTotal>\n<GrossTotal>0.03</GrossTotal>');
    expect(await validateSaftXml(xml)).toEqual({ valid: true, errors: [] });
  });

  it('refuses a Spanish workshop, and a customer from a country the AT does not list', async () => {
    const spanish = await createWorkshop(server, 'Taller de Madrid');
    await spanish.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
    const refused = await spanish.admin.call('salesSaftExport', { month: '2026-03' });
    expect(refused.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'not-portugal' } });
    // docs/product.md §29.4: a country the AT's XSD does not list would make a file it refuses, so it is refused at
    // issue; Réunion, which the AT lists and the AEAT counts within France, is taken.
    const other = await createWorkshop(server, 'Oficina do Porto');
    await other.admin.ok('salesTaxSettingsUpdate', PT_SETTINGS);
    const full = (await seriesOf(other)).find((series) => series.code === 'F')!;
    await other.admin.ok('salesSeriesUpdate', { id: full.id, validationCode: 'PQ2RS7KL' });
    const sale = (country: string) => ({
      kind: 'full' as const,
      lines: [{ description: 'Revisão', quantity: 1, priceCents: 4500 }],
      customer: { ...CUSTOMER, country, taxId: `${country}123` },
    });
    const unknown = await other.admin.call('salesInvoicesIssue', sale('XX'));
    expect(unknown.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field: 'customer.country' }] } });
    const invoice = await other.admin.ok('salesInvoicesIssue', sale('RE'));
    expect(invoice.number).toBe(1);
    const { contentBase64 } = await other.admin.ok('salesSaftExport', { month: invoice.issueDay.slice(0, 7) });
    const xml = Buffer.from(contentBase64, 'base64').toString('utf8');
    expect(xml).toContain('<Country>RE</Country>');
    expect(await validateSaftXml(xml)).toEqual({ valid: true, errors: [] });
    const inSpain = await spanish.admin.call('salesInvoicesIssue', sale('RE'));
    expect(inSpain.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field: 'customer.country' }] } });
  });
});

describe('the installation’s signing key', () => {
  const UNSET = { NODE_ENV: 'production', PORTUGAL_SIGNING_KEY_FILE: undefined, PORTUGAL_CERTIFICATE_NUMBER: undefined } as const;
  it('is generated once in the data directory (0600) without PORTUGAL_SIGNING_KEY_FILE, and kept', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rueda-pt-data-'));
    const made = resolvePortugalConfig(UNSET, dataDir);
    expect(made.notice).toMatchObject({ warning: true, text: expect.stringContaining('generated now') });
    expect(statSync(portugalKeyFileOf(dataDir)).mode & 0o777).toBe(0o600);
    const again = resolvePortugalConfig(UNSET, dataDir);
    expect(again.notice.text).toContain('kept');
    expect(again.config.publicKey.export({ type: 'spki', format: 'pem' })).toBe(
      made.config.publicKey.export({ type: 'spki', format: 'pem' }),
    );
    expect(made.config.certificateNumber).toBeNull();
  });

  it('is the configured file’s, which must be an RSA key of 1024 bits', () => {
    const configured = resolvePortugalConfig(
      { NODE_ENV: 'production', PORTUGAL_SIGNING_KEY_FILE: keyFile, PORTUGAL_CERTIFICATE_NUMBER: '1' },
      keyDir,
    );
    expect(configured.notice.warning).toBe(false);
    expect(configured.config.publicKey.export({ type: 'spki', format: 'pem' })).toBe(
      createPublicKey(keys.privateKey).export({ type: 'spki', format: 'pem' }),
    );
    const larger = path.join(keyDir, 'larger.pem');
    writeFileSync(larger, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }));
    expect(() => resolvePortugalConfig({ ...UNSET, PORTUGAL_SIGNING_KEY_FILE: larger }, keyDir)).toThrow(/1024 bits/);
    expect(() => resolvePortugalConfig({ ...UNSET, PORTUGAL_SIGNING_KEY_FILE: path.join(keyDir, 'none.pem') }, keyDir)).toThrow(
      /does not exist/,
    );
    expect(readFileSync(keyFile, 'utf8')).toContain('BEGIN RSA PRIVATE KEY');
  });
});

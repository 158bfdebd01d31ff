// A month's SAF-T (PT) invoicing file checked against the AT's own XSD (xsd/README.md) by libxml2 (xmllint-wasm,
// decision 064): a simplified invoice, an invoice, a credit note referencing it and a cancelled invoice. A file
// broken on purpose is refused, so the check can fail; what libxml2 cannot check (the XSD 1.1 assertions, the
// signatures' chain) is checked here.
import { readFileSync } from 'node:fs';
import { type SaftInvoicingFile } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { saftInvoicingXml } from './saft.ts';
import { keys, MARCH_2026 } from './saft-month.fixture.ts';
import { libxml2ViewOfSaftXsd, SAFT_XSD_FILE, validateSaftXml } from './saft-xsd.ts';
import { verifyDocumentSignature } from './signature.ts';

const xml = saftInvoicingXml(MARCH_2026);
const between = (name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1]);

describe('the SAF-T (PT) invoicing file', () => {
  it('is valid against the AT’s XSD', async () => {
    expect(await validateSaftXml(xml)).toEqual({ valid: true, errors: [] });
  });

  it('counts every document and sums the lines of those neither cancelled nor invoiced (4.1.1 to 4.1.3)', () => {
    expect(between('NumberOfEntries')).toEqual(['4']);
    expect(between('TotalCredit')).toEqual(['105.00']); // the FS's 20.00 and the FT's 85.00; the cancelled FT left out
    expect(between('TotalDebit')).toEqual(['30.00']); // the credit note's returned tyre
  });

  it('writes each document’s ATCUD, status and totals, the credit note as debits referencing its invoice', () => {
    expect(between('InvoiceNo')).toEqual(['FS T2026/1', 'FT F2026/1', 'NC R2026/1', 'FT F2026/2']);
    expect(between('ATCUD')).toEqual(['JJ4N5T9X-1', 'KL7PQ2RS-1', 'MN3WX8YZ-1', 'KL7PQ2RS-2']);
    expect(between('InvoiceStatus')).toEqual(['N', 'N', 'N', 'A']);
    expect(between('GrossTotal')).toEqual(['24.60', '99.40', '36.90', '36.90']);
    expect(xml).toContain('<References>\n<Reference>FT F2026/1</Reference>\n<Reason>Devolução de um pneu</Reason>\n</References>');
    expect(between('DebitAmount')).toEqual(['30.00']);
    expect(xml).toContain('<TaxExemptionReason>Isento artigo 9.º do CIVA</TaxExemptionReason>\n<TaxExemptionCode>M07</TaxExemptionCode>');
    expect(xml).toContain('<CustomerTaxID>999999990</CustomerTaxID>\n<CompanyName>Consumidor final</CompanyName>');
    expect(xml).toContain('<CompanyName>Entregas Rápidas &lt;Lisboa&gt;, S.A.</CompanyName>');
  });

  it('carries signatures that verify, each chained to the previous document of its series and type', () => {
    const invoices = MARCH_2026.invoices;
    const fieldsOf = (index: number, previousHash: string) => ({
      invoiceDate: invoices[index]!.invoiceDate,
      systemEntryDate: invoices[index]!.systemEntryDate,
      invoiceNo: invoices[index]!.invoiceNo,
      grossTotalCents: invoices[index]!.grossTotalCents,
      previousHash,
    });
    expect(between('Hash')).toEqual(invoices.map((invoice) => invoice.hash));
    expect(between('HashControl')).toEqual(['1', '1', '1', '1']);
    expect(verifyDocumentSignature(fieldsOf(0, ''), invoices[0]!.hash, keys.publicKey)).toBe(true);
    expect(verifyDocumentSignature(fieldsOf(1, ''), invoices[1]!.hash, keys.publicKey)).toBe(true);
    expect(verifyDocumentSignature(fieldsOf(2, ''), invoices[2]!.hash, keys.publicKey)).toBe(true);
    expect(verifyDocumentSignature(fieldsOf(3, invoices[1]!.hash), invoices[3]!.hash, keys.publicKey)).toBe(true);
  });

  it('is refused by the XSD when broken: elements out of order, an unknown customer, a malformed id', async () => {
    const outOfOrder = xml.replace(
      '<InvoiceNo>FS T2026/1</InvoiceNo>\n<ATCUD>JJ4N5T9X-1</ATCUD>',
      '<ATCUD>JJ4N5T9X-1</ATCUD>\n<InvoiceNo>FS T2026/1</InvoiceNo>',
    );
    const unknownCustomer = xml.replace('<CustomerID>CF</CustomerID>\n<Line>', '<CustomerID>NOBODY</CustomerID>\n<Line>');
    const malformedId = xml.replace('<InvoiceNo>FS T2026/1</InvoiceNo>', '<InvoiceNo>FS-T2026-1</InvoiceNo>');
    for (const broken of [outOfOrder, unknownCustomer, malformedId]) {
      expect(broken).not.toBe(xml);
      const result = await validateSaftXml(broken);
      expect(result.valid).toBe(false);
      expect(result.errors.length).toBeGreaterThan(0);
    }
    expect((await validateSaftXml(unknownCustomer)).errors.join('\n')).toMatch(/InvoiceCustomerIDConstraint/);
  });

  it('reads the published XSD through a view that leaves out only its XSD 1.1 rules', () => {
    const published = readFileSync(SAFT_XSD_FILE);
    expect(published.subarray(0, 45).toString('latin1')).toBe('<?xml version="1.0" encoding="Windows-1252"?>');
    const view = libxml2ViewOfSaftXsd(published);
    expect(view).not.toContain('xs:assert');
    expect(view).toContain('<!-- Descrição do produto ou servico -->');
    const oneAssertionLess = published.toString('latin1').replace(/<xs:assert\s+test="[^"]*"\s*\/>/, '');
    expect(() => libxml2ViewOfSaftXsd(Buffer.from(oneAssertionLess, 'latin1'))).toThrow(/18 assertions/);
    expect(() => libxml2ViewOfSaftXsd(Buffer.from('<?xml version="1.0" encoding="UTF-8"?><xs:schema/>'))).toThrow(/not the AT's/);
  });
});

describe('what the writer refuses before libxml2 sees it', () => {
  const withFirstLine = (changes: object): SaftInvoicingFile => {
    const [first, ...rest] = MARCH_2026.invoices;
    return { ...MARCH_2026, invoices: [{ ...first!, lines: [{ ...first!.lines[0]!, ...changes }] }, ...rest] };
  };
  const fieldOf = (file: SaftInvoicingFile) => {
    try {
      saftInvoicingXml(file);
    } catch (error) {
      return (error as { details: { fields: { field: string }[] } }).details.fields[0]!.field;
    }
    throw new Error('accepted');
  };

  it('a taxed line naming an exemption, or an exempt line naming none (the XSD’s assertions)', () => {
    expect(fieldOf(withFirstLine({ taxExemption: { reason: 'Isento artigo 9.º do CIVA', code: 'M07' } }))).toBe(
      'invoices.0.lines.0.taxExemption',
    );
    expect(fieldOf(withFirstLine({ tax: { region: 'PT', code: 'ISE', rateBp: 0 } }))).toBe('invoices.0.lines.0.taxExemption');
  });

  it('totals that do not add up, a day that is not one, a character XML cannot carry', () => {
    const [first, ...rest] = MARCH_2026.invoices;
    expect(fieldOf({ ...MARCH_2026, invoices: [{ ...first!, grossTotalCents: 2_461 }, ...rest] })).toBe('invoices.0.grossTotalCents');
    expect(fieldOf(withFirstLine({ taxPointDate: '2026-02-30' }))).toBe('invoices.0.lines.0.taxPointDate');
    expect(fieldOf(withFirstLine({ description: 'Revisão\u0007' }))).toBe('invoices.0.lines.0.description');
  });
});

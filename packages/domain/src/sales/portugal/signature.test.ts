// Despacho 8632/2014 (the AT's own English translation, "Order No. 8632/2014"): §7.1's two records and their
// messages, §4.6's example message, and §2.2.2's printed legend. The Despacho shows its example private key only in
// part, so its signatures cannot be recomputed; their four characters and their chaining into the next message can.
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../errors.ts';
import {
  certifiedProgramLegend,
  issuedByCertifiedProgramLegend,
  signatureMark,
  signatureMessage,
  signedDocumentLegend,
  SIGNATURE_LENGTH,
} from './signature.ts';

/** §7.1: record 1's signature, as the Despacho prints it (Record1.b64). */
const RECORD_1_HASH =
  'oso2FoOw4V941CwKTrv6xwzUrOtxBWCwU0yLVAqKwf0CNKZHMETG1XZZC4spRSyby1uDXBggpIogrl8gHnvevA00UEoAvGJo9Fa3DOA0MhZNDa9/rNvu71pp+0zHmN2ra5lWpiHcgmUYxm5qamLBk49rkgvI7h1myKCYBKqgu60=';
/** §7.1: record 2's signature (Record2.b64). */
const RECORD_2_HASH =
  'Y2ogVAC9rcmm9hilZCGGrxjpkZP9NHn5shhp9phBIVWln+Ta2zKf+O+05brA6VU0LULtMQP98P29q+vcSwVtxSzLDbmmkHMt4l6nQmh91QaOJwPpz2uMqtR3aMkWYPK4Ntc/yfnXpY1cSeUGbQkqAsJOFSidRE4+DibJaC7WMpw=';

describe('the signature’s message', () => {
  it('is §7.1’s record 1, the first of its series, ending in ";"', () => {
    const message = signatureMessage({
      invoiceDate: '2010-05-18',
      systemEntryDate: '2010-05-18T11:22:19',
      invoiceNo: 'FAC 001/14',
      grossTotalCents: 312,
      previousHash: '',
    });
    expect(message).toBe('2010-05-18;2010-05-18T11:22:19;FAC 001/14;3.12;');
  });

  it('is §7.1’s record 2, chained to record 1’s signature', () => {
    const message = signatureMessage({
      invoiceDate: '2010-05-18',
      systemEntryDate: '2010-05-18T15:43:25',
      invoiceNo: 'FAC 001/15',
      grossTotalCents: 2562,
      previousHash: RECORD_1_HASH,
    });
    expect(message).toBe(`2010-05-18;2010-05-18T15:43:25;FAC 001/15;25.62;${RECORD_1_HASH}`);
  });

  it('writes §4.5’s simplified invoice FS 001/0009 of 200.00 as §4.6 does', () => {
    const previousHash =
      'mYJEv4iGwLcnQbRD7dPs2uD1mX08XjXIKcGg3GEHmwMhmmGYusffIJjTdSITLX+uujTwzqmL/U5nvt6S9s8ijN3LwkJXsiEpt099e1MET/8y3+Y1bN+K+YPJQiVmlQS0fXETsOPo8SwUZdBALt0vTo1VhUZKejACcjEYJG6nI=';
    const message = signatureMessage({
      invoiceDate: '2013-07-01',
      systemEntryDate: '2013-07-01T11:27:08',
      invoiceNo: 'FS 001/0009',
      grossTotalCents: 20_000,
      previousHash,
    });
    expect(message).toBe(`2013-07-01;2013-07-01T11:27:08;FS 001/0009;200.00;${previousHash}`);
  });

  it('refuses fields a SAF-T file could not export, naming them', () => {
    const fields = {
      invoiceDate: '2026-03-02',
      systemEntryDate: '2026-03-02T10:00:00',
      invoiceNo: 'FT F2026/1',
      grossTotalCents: 100,
      previousHash: '',
    };
    const fieldOf = (changes: Partial<typeof fields>) => {
      try {
        signatureMessage({ ...fields, ...changes });
      } catch (error) {
        return ((error as FunctionError).details as { fields: { field: string }[] }).fields[0]!.field;
      }
      throw new Error('accepted');
    };
    expect(fieldOf({ invoiceDate: '02-03-2026' })).toBe('invoiceDate');
    expect(fieldOf({ systemEntryDate: '2026-03-02 10:00:00' })).toBe('systemEntryDate');
    expect(fieldOf({ systemEntryDate: '2026-03-02T24:00:00' })).toBe('systemEntryDate');
    expect(fieldOf({ invoiceNo: 'F2026/1' })).toBe('invoiceNo');
    expect(fieldOf({ grossTotalCents: 1.5 })).toBe('grossTotalCents');
    expect(fieldOf({ previousHash: 'not base 64!' })).toBe('previousHash');
  });
});

describe('what a signed document prints', () => {
  it('takes characters 1, 11, 21 and 31 of the signature', () => {
    expect(RECORD_1_HASH).toHaveLength(SIGNATURE_LENGTH);
    expect(signatureMark(RECORD_1_HASH)).toBe('o9xC');
    expect(signatureMark(RECORD_2_HASH)).toBe('Ymrn');
    expect(signatureMark('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij')).toBe('AKUe');
    expect(() => signatureMark('short')).toThrow(FunctionError);
  });

  it('joins them to the legend with a hyphen, as §2.2.2’s example "AxAx-Processado por programa certificado n.º 0000/AT"', () => {
    expect(certifiedProgramLegend('0000')).toBe('Processado por programa certificado n.º 0000/AT');
    expect(signedDocumentLegend(RECORD_1_HASH, '1234')).toBe('o9xC-Processado por programa certificado n.º 1234/AT');
    expect(issuedByCertifiedProgramLegend('0000')).toBe('Emitido por programa certificado n.º 0000/AT');
    expect(() => certifiedProgramLegend('12345')).toThrow(FunctionError);
  });
});

// Checks a SAF-T (PT) file against the AT's XSD kept in ./xsd (xsd/README.md) with libxml2's validator
// (xmllint-wasm, decision 064), for the tests and before a file is handed out. The AT's schema is XSD 1.1 in
// Windows-1252; libxml2 reads XSD 1.0 in UTF-8, so it is given a view of the file made here, which never changes it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { SERVER_DIR } from '../lib/server-dir.ts';

export const SAFT_XSD_FILE = path.join(SERVER_DIR, 'src', 'portugal', 'xsd', 'SAFTPT1.04_01.xsd');

/** What the view leaves out or rewrites of the published file: the counts tell a changed file from this one. */
const ASSERTS = 19;
const REPEATING_ALLS = 1;

const ASSERT = /<xs:assert\s+test="[^"]*"\s*\/>/g;
const REPEATING_ALL = /<xs:all>(\s*<xs:element name="DebitLine" maxOccurs="unbounded">[\s\S]*?)<\/xs:all>/g;

/**
 * The AT's XSD as libxml2 can read it: decoded from Windows-1252 and declared UTF-8; its XSD 1.1 `xs:assert` rules
 * left out (saft.ts checks the ones on SalesInvoices' lines); GeneralLedgerEntries' `xs:all` of repeating lines,
 * which XSD 1.0 does not allow, read as a repeating `xs:choice`.
 */
export function libxml2ViewOfSaftXsd(published: Uint8Array): string {
  const text = new TextDecoder('windows-1252').decode(published);
  const asserts = text.match(ASSERT)?.length ?? 0;
  const alls = text.match(REPEATING_ALL)?.length ?? 0;
  if (!text.startsWith('<?xml version="1.0" encoding="Windows-1252"?>') || asserts !== ASSERTS || alls !== REPEATING_ALLS) {
    throw new Error(`The SAF-T XSD is not the AT's of 2022-05-17 (${asserts} assertions, ${alls} repeating xs:all).`);
  }
  return text
    .replace('encoding="Windows-1252"', 'encoding="UTF-8"')
    .replace(ASSERT, '')
    .replace(REPEATING_ALL, '<xs:choice maxOccurs="unbounded">$1</xs:choice>');
}

export interface SaftValidation {
  valid: boolean;
  /** libxml2's messages, each naming the element and the rule. */
  errors: string[];
}

let schema: Promise<string> | undefined;

/** Validates a SAF-T (PT) file, as UTF-8 text, against the AT's XSD. */
export async function validateSaftXml(xml: string): Promise<SaftValidation> {
  schema ??= readFile(SAFT_XSD_FILE).then(libxml2ViewOfSaftXsd);
  const result = await validateXML({
    xml: [{ fileName: 'saft.xml', contents: xml }],
    schema: [{ fileName: 'SAFTPT1.04_01.xsd', contents: await schema }],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}

// Checks VERI*FACTU XML against the AEAT's XSDs kept in ./xsd (xsd/README.md) with libxml2's validator
// (xmllint-wasm, decision 064). For the tests and the local service that answers as the AEAT does; never on a
// staff request. The XSDs import one another by file name, and SuministroInformacion.xsd imports the W3C's
// xmldsig schema by its URL: xmllint-wasm reads nothing itself, so each is passed in under that exact name.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { SERVER_DIR } from '../lib/server-dir.ts';

const XSD_DIR = path.join(SERVER_DIR, 'src', 'verifactu', 'xsd');

/** The file each import's schemaLocation names, and the file kept here. */
const IMPORTS: readonly { schemaLocation: string; file: string }[] = [
  { schemaLocation: 'SuministroInformacion.xsd', file: 'SuministroInformacion.xsd' },
  { schemaLocation: 'SuministroLR.xsd', file: 'SuministroLR.xsd' },
  { schemaLocation: 'http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd', file: 'xmldsig-core-schema.xsd' },
];

/** The schemas a document may be checked against: the request body, a single record, the service's answer. */
export type VerifactuSchema = 'SuministroLR.xsd' | 'SuministroInformacion.xsd' | 'RespuestaSuministro.xsd';

export interface VerifactuValidation {
  valid: boolean;
  /** libxml2's messages, each naming the element and the rule. */
  errors: string[];
}

const read = (file: string) => readFile(path.join(XSD_DIR, file), 'utf8');

/** Validates an XML document against one of the AEAT's schemas. */
export async function validateVerifactuXml(xml: string, schema: VerifactuSchema): Promise<VerifactuValidation> {
  const [main, ...preload] = await Promise.all([
    read(schema),
    ...IMPORTS.filter((entry) => entry.file !== schema).map(async (entry) => ({
      fileName: entry.schemaLocation,
      contents: await read(entry.file),
    })),
  ]);
  const result = await validateXML({
    xml: [{ fileName: 'record.xml', contents: xml }],
    schema: [{ fileName: schema, contents: main as string }],
    preload: preload as { fileName: string; contents: string }[],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}

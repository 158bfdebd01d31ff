// The domain's lists of customers' countries are the authorities' own: read back from the XSDs kept in the repository
// (docs/product.md §29.4).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCustomerCountry, isCustomerCountry, SAFT_PT_COUNTRIES, VERIFACTU_COUNTRIES } from '@rueda/domain';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function enumerationOf(xsd: string, typeName: string): string[] {
  const start = xsd.indexOf(`<simpleType name="${typeName}">`);
  const block = xsd.slice(start, xsd.indexOf('</simpleType>', start));
  return [...block.matchAll(/<enumeration value="([^"]+)"/g)].map((match) => match[1]!);
}

describe("customers' countries", () => {
  it("are the AEAT's CountryType2 and the AT's CustomerCountry, as their XSDs list them", () => {
    const aeat = readFileSync(path.join(SERVER_SRC, 'verifactu/xsd/SuministroInformacion.xsd'), 'utf8');
    expect(VERIFACTU_COUNTRIES).toEqual(enumerationOf(aeat, 'CountryType2'));
    const at = readFileSync(path.join(SERVER_SRC, 'portugal/xsd/SAFTPT1.04_01.xsd'), 'latin1');
    const pattern = /<xs:simpleType name="CustomerCountry">[\s\S]*?value="([^"]+)"/.exec(at)![1]!;
    expect(SAFT_PT_COUNTRIES).toEqual(pattern.split('|').filter((code) => code !== 'Desconhecido'));
  });

  it("are checked against the workshop's own authority", () => {
    expect([isCustomerCountry('ES', 'FR'), isCustomerCountry('PT', 'FR')]).toEqual([true, true]);
    expect([isCustomerCountry('ES', 'RE'), isCustomerCountry('PT', 'RE')]).toEqual([false, true]);
    expect([isCustomerCountry('ES', 'XX'), isCustomerCountry('PT', 'XX')]).toEqual([false, false]);
    expect(() => checkCustomerCountry('ES', 'xx', 'customer.country')).toThrow(
      expect.objectContaining({
        details: { fields: [{ field: 'customer.country', message: 'This country is not one the tax authority lists.' }] },
      }),
    );
  });
});

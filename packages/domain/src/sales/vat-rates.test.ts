import { describe, expect, it } from 'vitest';
import { FunctionError } from '../errors.ts';
import {
  checkVatRate,
  countryOfVatRegion,
  defaultVatRateOf,
  isVatRateOf,
  saftTaxCode,
  VAT_REGIONS,
  vatRatesOf,
  vatRegionsOf,
} from './vat-rates.ts';
import { formatVerifactuRate } from './verifactu/formats.ts';

const ratesOf = (region: (typeof VAT_REGIONS)[number]) => vatRatesOf(region).map((rate) => [rate.key, rate.rateBp]);

describe('the rates of each country and region', () => {
  it('charges Spain’s general, reduced, super-reduced and zero rates', () => {
    expect(ratesOf('ES')).toEqual([
      ['general', 2100],
      ['reduced', 1000],
      ['super-reduced', 400],
      ['zero', 0],
    ]);
  });

  it('charges the Portuguese mainland’s, the Azores’ and Madeira’s normal, intermediate and reduced rates, or none', () => {
    expect(ratesOf('PT')).toEqual([
      ['normal', 2300],
      ['intermediate', 1300],
      ['reduced', 600],
      ['exempt', 0],
    ]);
    expect(ratesOf('PT-AC')).toEqual([
      ['normal', 1600],
      ['intermediate', 900],
      ['reduced', 400],
      ['exempt', 0],
    ]);
    expect(ratesOf('PT-MA')).toEqual([
      ['normal', 2200],
      ['intermediate', 1200],
      ['reduced', 400],
      ['exempt', 0],
    ]);
  });

  it('defaults to the general rate of the region', () => {
    expect(VAT_REGIONS.map((region) => defaultVatRateOf(region).rateBp)).toEqual([2100, 2300, 1600, 2200]);
  });

  it('knows which regions belong to which country', () => {
    expect(vatRegionsOf('ES')).toEqual(['ES']);
    expect(vatRegionsOf('PT')).toEqual(['PT', 'PT-AC', 'PT-MA']);
    expect(countryOfVatRegion('PT-MA')).toBe('PT');
  });

  it('refuses a rate the region does not charge, naming the field and the rates it does', () => {
    expect(isVatRateOf('PT-MA', 500)).toBe(false);
    expect(isVatRateOf('PT-MA', 400)).toBe(true);
    expect(checkVatRate('ES', 1000, 'lines.0.rateBp').key).toBe('reduced');
    expect(() => checkVatRate('ES', 2300, 'lines.0.rateBp')).toThrow(FunctionError);
    try {
      checkVatRate('ES', 2300, 'lines.0.rateBp');
    } catch (error) {
      expect((error as FunctionError).details).toEqual({
        fields: [{ field: 'lines.0.rateBp', message: 'Not a VAT rate of ES; its rates are 21.00, 10.00, 4.00, 0.00 %.' }],
      });
    }
  });
});

describe('how the records name a rate', () => {
  it('writes VERI*FACTU’s TipoImpositivo with two decimals', () => {
    expect(formatVerifactuRate(2100)).toBe('21.00');
    expect(formatVerifactuRate(400)).toBe('4.00');
    expect(formatVerifactuRate(0)).toBe('0.00');
    expect(formatVerifactuRate(1050)).toBe('10.50');
    expect(() => formatVerifactuRate(-100)).toThrow(FunctionError);
    expect(() => formatVerifactuRate(21.5)).toThrow(FunctionError);
  });

  it('gives SAF-T (PT)’s TaxCode of a Portuguese rate by its place, not its number', () => {
    expect(saftTaxCode('PT', 2300)).toBe('NOR');
    expect(saftTaxCode('PT-AC', 900)).toBe('INT');
    expect(saftTaxCode('PT-MA', 400)).toBe('RED');
    expect(saftTaxCode('PT-AC', 400)).toBe('RED');
    expect(saftTaxCode('PT', 0)).toBe('ISE');
    expect(() => saftTaxCode('PT', 2100)).toThrow(FunctionError);
    expect(() => saftTaxCode('ES', 2100)).toThrow(FunctionError);
  });
});

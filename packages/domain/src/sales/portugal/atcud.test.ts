// Portaria 195/2020 art. 3 and 4, checked against the ATCUDs of the AT's "Especificações Técnicas Código QR" v1.0 §5,
// each built from its document's id as art. 3.3 says (the digits after the "/").
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../errors.ts';
import { atcudOf, atcudPrinted, checkSeriesValidationCode, sequentialNumberOf } from './atcud.ts';

describe('the ATCUD', () => {
  it('rebuilds the four ATCUDs of the AT’s QR examples from their document ids', () => {
    expect(atcudOf('CSDF7T5H', sequentialNumberOf('FT AB2019/0035'))).toBe('CSDF7T5H-0035');
    expect(atcudOf('CDF7T5HD', sequentialNumberOf('FS CDVF/12345'))).toBe('CDF7T5HD-12345');
    expect(atcudOf('HB6FT7RV', sequentialNumberOf('PF G2019CB/145789'))).toBe('HB6FT7RV-145789');
    expect(atcudOf('GTVX4Y8B', sequentialNumberOf('GT G234CB/50987'))).toBe('GTVX4Y8B-50987');
  });

  it('writes a number as Rueda numbers its documents, and prints as art. 4.1 shows', () => {
    expect(atcudOf('CSDF7T5H', 1)).toBe('CSDF7T5H-1');
    expect(sequentialNumberOf('FT F2026/15')).toBe('15');
    expect(atcudPrinted(atcudOf('CSDF7T5H', 15))).toBe('ATCUD:CSDF7T5H-15');
  });

  it('takes a validation code as the AT gives it, trimmed, eight characters or more', () => {
    expect(checkSeriesValidationCode(' JJ4N5T9X ')).toBe('JJ4N5T9X');
    expect(checkSeriesValidationCode('AAJFSBT3D9')).toBe('AAJFSBT3D9');
  });

  it('refuses a code the AT would not give, naming the field', () => {
    for (const bad of ['CSDF7T5', 'csdf7t5h', 'CSDF-7T5H', 'CSDF 7T5H', 'CSDF*7T5H', 'ÇSDF7T5H', 'A'.repeat(69), '']) {
      try {
        checkSeriesValidationCode(bad, 'series.0.validationCode');
        throw new Error(`accepted ${bad}`);
      } catch (error) {
        expect(error).toBeInstanceOf(FunctionError);
        expect((error as FunctionError).details).toEqual({
          fields: [{ field: 'series.0.validationCode', message: expect.any(String) }],
        });
      }
    }
  });

  it('refuses a number that is not a document’s, and an ATCUD longer than the QR code holds', () => {
    expect(() => atcudOf('CSDF7T5H', 0)).toThrow(FunctionError);
    expect(() => atcudOf('CSDF7T5H', 1.5)).toThrow(FunctionError);
    expect(() => atcudOf('CSDF7T5H', '0000')).toThrow(FunctionError);
    expect(() => atcudOf('CSDF7T5H', '12a')).toThrow(FunctionError);
    expect(() => atcudOf('A'.repeat(68), 10)).toThrow(FunctionError);
    expect(atcudOf('A'.repeat(68), 9)).toHaveLength(70);
    expect(() => sequentialNumberOf('FT F2026-15')).toThrow(FunctionError);
  });
});

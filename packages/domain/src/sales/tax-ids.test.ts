import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../errors.ts';
import {
  checkTaxId,
  isValidPortugueseNif,
  isValidSpanishTaxId,
  isValidTaxId,
  normaliseTaxId,
  spanishTaxIdKind,
  taxIdProblem,
  ZTaxIdSchema,
} from './tax-ids.ts';

describe('the authorities’ own tax ids', () => {
  it('accepts the NIF that the AEAT’s VERI*FACTU examples issue from', () => {
    // "Detalle de las especificaciones técnicas para generación de la huella o hash de los registros de
    // facturación": IDEmisorFactura=89890001K in its first alta; its QR document's URL carries nif=89890001K too.
    expect(spanishTaxIdKind('89890001K')).toBe('nif');
  });

  it('accepts the NIFs of Spanish public bodies, whose control is a letter', () => {
    expect(spanishTaxIdKind('Q2826000H')).toBe('cif'); // the Agencia Estatal de Administración Tributaria
    expect(spanishTaxIdKind('P2807900B')).toBe('cif'); // the Ayuntamiento de Madrid
  });

  it('accepts the NIFs of the AT’s QR example and its final consumer', () => {
    // The AT's "Especificações técnicas – Código QR" (Portaria 195/2020), example 5.1: A:123456789*B:999999990*…;
    // 999999990 is the NIF SAF-T (PT) gives a customer who gives none ("Consumidor final").
    expect(isValidPortugueseNif('123456789')).toBe(true);
    expect(isValidPortugueseNif('999999990')).toBe(true);
  });
});

describe('Spanish tax ids', () => {
  it('accepts a DNI’s NIF: eight digits and the letter of their remainder by 23', () => {
    for (const id of ['12345678Z', '48151623L', '20202020Q', '07654321J', '31415926L', '00000000T']) {
      expect(spanishTaxIdKind(id), id).toBe('nif');
    }
  });

  it('accepts a NIE, X, Y and Z counting as 0, 1 and 2', () => {
    for (const id of ['X3141592E', 'Y2718281V', 'Z1618033B', 'X1234567L', 'Y1234567X', 'Z1234567R']) {
      expect(spanishTaxIdKind(id), id).toBe('nie');
    }
    expect(isValidSpanishTaxId('Y1234567L')).toBe(false); // X1234567L's letter: the prefix counts
  });

  it('accepts the K, L and M NIFs, lettered over their seven digits alone', () => {
    for (const id of ['K4815162C', 'L2345678T', 'M8765432V']) expect(spanishTaxIdKind(id), id).toBe('nif');
    expect(isValidSpanishTaxId('K4815162A')).toBe(false);
  });

  it('accepts an entity’s NIF with a control digit, or a control letter for foreign and public entities', () => {
    const digits = ['A28151629', 'B87654323', 'C33333337', 'D44444446', 'E01234566', 'F13579131', 'G24680241'];
    const more = ['H08080806', 'J99999997', 'U12121216', 'V55555551', 'B12345674'];
    const letters = ['N0012345E', 'P0801900B', 'R4700001C', 'S2800000H', 'W8261530C'];
    for (const id of [...digits, ...more, ...letters]) expect(spanishTaxIdKind(id), id).toBe('cif');
  });

  it('refuses the other representation of the right control: a letter for a company, a digit for a public body', () => {
    expect(taxIdProblem('ES', 'B8765432C')).toBe('check'); // B87654323's control 3 as a letter
    expect(taxIdProblem('ES', 'G2468024A')).toBe('check');
    expect(taxIdProblem('ES', 'Q28260008')).toBe('check'); // Q2826000H's control 8 as a digit
  });

  it('refuses a wrong check character', () => {
    for (const id of ['12345678A', '89890001J', 'X3141592F', 'B87654324', 'Q2826000J']) {
      expect(taxIdProblem('ES', id), id).toBe('check');
      expect(spanishTaxIdKind(id), id).toBeNull();
    }
  });

  it('refuses what is no Spanish id’s shape', () => {
    const shapes = ['', '123456789', '1234567890Z', '12345678', 'B1234567', 'B123456745', 'I1234567D', 'T12345678', 'X12345678L'];
    for (const id of [...shapes, '12345678Ñ', 'ABCDEFGHI', 'B1234567K']) expect(taxIdProblem('ES', id), id).toBe('format');
  });

  it('never takes I, Ñ, O or U for a check letter', () => {
    for (const letter of ['I', 'O', 'U']) expect(isValidSpanishTaxId(`12345678${letter}`)).toBe(false);
  });
});

describe('Portuguese NIFs', () => {
  it('accepts nine digits of an assigned range with their mod-11 check digit', () => {
    const people = ['234567899', '314159266', '451234561'];
    const entities = ['501234560', '600000001', '700000011', '710000022', '720000033', '740000047', '750000058'];
    const others = ['770000061', '780000072', '790000083', '900000090', '910000107', '980000114', '990000125'];
    for (const id of [...people, ...entities, ...others]) expect(isValidPortugueseNif(id), id).toBe(true);
  });

  it('refuses the ranges the AT does not assign, whatever their check digit', () => {
    // 4 alone, the old 8 of sole traders, 73 and 76, 92 to 97 and 0 are no NIF's first digits.
    for (const id of ['400000000', '800000000', '730000001', '760000005', '920000005', '970000006', '012345675']) {
      expect(taxIdProblem('PT', id), id).toBe('range');
    }
  });

  it('refuses a wrong check digit and what is not nine digits', () => {
    expect(taxIdProblem('PT', '123456780')).toBe('check');
    expect(taxIdProblem('PT', '999999991')).toBe('check');
    for (const id of ['12345678', '1234567890', '12345678A', 'B87654323', '']) expect(taxIdProblem('PT', id), id).toBe('format');
  });
});

describe('a tax id as typed', () => {
  it('is upper-cased and loses its spaces, dots, hyphens and country prefix', () => {
    expect(normaliseTaxId(' es-12.345.678-z ')).toBe('12345678Z');
    expect(normaliseTaxId('b-87654323', 'ES')).toBe('B87654323');
    expect(normaliseTaxId('PT 123 456 789')).toBe('123456789');
    expect(normaliseTaxId('PT123456789', 'PT')).toBe('123456789');
    expect(normaliseTaxId('x–3141592–e')).toBe('X3141592E');
  });

  it('keeps the other country’s prefix, so that it is refused', () => {
    expect(normaliseTaxId('PT123456789', 'ES')).toBe('PT123456789');
    expect(isValidTaxId('ES', 'PT123456789')).toBe(false);
    expect(isValidTaxId('PT', 'ES12345678Z')).toBe(false);
  });

  it('gets back a DNI’s leading zeros and drops the zero of an old ten-character NIE', () => {
    expect(normaliseTaxId('7654321J')).toBe('07654321J');
    expect(spanishTaxIdKind('7654321j')).toBe('nif');
    expect(normaliseTaxId('X03141592E')).toBe('X3141592E');
    expect(spanishTaxIdKind('X03141592E')).toBe('nie');
    expect(normaliseTaxId('7654321', 'PT')).toBe('7654321');
  });
});

describe('refusing a tax id', () => {
  it('throws an invalid-argument naming the field and saying why', () => {
    expect(checkTaxId('ES', 'es 89890001-k', 'taxId')).toBe('89890001K');
    const refusal = (country: 'ES' | 'PT', value: string) => {
      try {
        checkTaxId(country, value, 'customer.taxId');
      } catch (error) {
        expect(error).toBeInstanceOf(FunctionError);
        return (error as FunctionError).details;
      }
      throw new Error(`${value} was accepted`);
    };
    expect(refusal('ES', '89890001J')).toEqual({
      fields: [{ field: 'customer.taxId', message: 'The tax id’s check digit does not match.' }],
    });
    expect(refusal('PT', '800000000')).toEqual({
      fields: [{ field: 'customer.taxId', message: 'No Portuguese NIF starts with these digits.' }],
    });
    expect(refusal('PT', '12345')).toEqual({ fields: [{ field: 'customer.taxId', message: 'A Portuguese NIF has nine digits.' }] });
  });

  it('parses to the normalised id with the schema, and refuses with the same messages', () => {
    expect(ZTaxIdSchema('ES').parse('es-b87654323')).toBe('B87654323');
    expect(ZTaxIdSchema('PT').parse('PT 999 999 990')).toBe('999999990');
    const refused = ZTaxIdSchema('ES').safeParse('B87654324');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['The tax id’s check digit does not match.']);
    expect(ZTaxIdSchema('PT').safeParse('x'.repeat(33)).success).toBe(false);
  });
});

// Valid ids built without the rule under test: of all the check characters a body could end in, exactly one is valid.
const DNI_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const onlyValid = (body: string, candidates: readonly string[], isValid: (id: string) => boolean) => {
  const valid = candidates.map((last) => body + last).filter(isValid);
  expect(valid, body).toHaveLength(1);
  return valid[0]!;
};
const digitsOf = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const changeOneDigit = (id: string, place: number, delta: number) => {
  const digit = Number(id[place]);
  return id.slice(0, place) + String((digit + delta) % 10) + id.slice(place + 1);
};
const spanishIds = fc.oneof(
  digitsOf(8),
  fc.tuple(fc.constantFrom('X', 'Y', 'Z', 'K', 'L', 'M'), digitsOf(7)).map(([prefix, digits]) => prefix + digits),
);
const entityBodies = fc.tuple(fc.constantFrom(...'ABCDEFGHJNPQRSUVW'), digitsOf(7)).map(([key, digits]) => key + digits);
const ENTITY_CONTROLS = [...'0123456789JABCDEFGHI'];

describe('a single changed digit', () => {
  it('is refused in any Spanish NIF or NIE, whichever digit changes', () => {
    fc.assert(
      fc.property(spanishIds, fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const id = onlyValid(body, DNI_LETTERS, isValidSpanishTaxId);
        const place = /^\d/.test(body) ? at % 8 : 1 + (at % 7);
        expect(isValidSpanishTaxId(changeOneDigit(id, place, delta)), id).toBe(false);
      }),
    );
  });

  it('is refused in any entity’s NIF, and so is any other control', () => {
    fc.assert(
      fc.property(entityBodies, fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 9 }), (body, place, delta) => {
        const id = onlyValid(body, ENTITY_CONTROLS, isValidSpanishTaxId);
        expect(isValidSpanishTaxId(changeOneDigit(id, place, delta)), id).toBe(false);
      }),
    );
  });

  it('is refused in a Portuguese NIF whose check digit is not 0', () => {
    const bodies = fc.tuple(fc.constantFrom('1', '2', '3', '5', '6'), digitsOf(7)).map(([first, rest]) => first + rest);
    fc.assert(
      fc.property(bodies, fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 9 }), (body, place, delta) => {
        const id = onlyValid(body, [...'0123456789'], isValidPortugueseNif);
        fc.pre(!id.endsWith('0'));
        expect(isValidPortugueseNif(changeOneDigit(id, place, delta)), id).toBe(false);
      }),
    );
  });

  it('may go unseen in a Portuguese NIF whose check digit is 0: remainders 0 and 1 both give 0', () => {
    // The mod-11 rule's own blind spot, not ours: 10000001 leaves remainder 0 and 10000007 remainder 1.
    expect(isValidPortugueseNif('100000010')).toBe(true);
    expect(isValidPortugueseNif('100000070')).toBe(true);
  });
});

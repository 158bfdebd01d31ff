import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../constants.ts';
import { BIKE_TYPES } from '../customers/customer.ts';
import { CURRENCY_CHOICES } from '../workshop.ts';
import { SERVICE_KINDS, ZCatalogueSchema, type TCatalogue } from './catalogue.ts';
import { isLowStock } from './rules.ts';
import { STARTER_EURO_RATES, starterCatalogue, starterPrice } from './starter-catalogue.ts';

const EUR = CURRENCY_CHOICES[0]!;
const parsed = (language: Language, currency = EUR): TCatalogue => ZCatalogueSchema.parse(starterCatalogue(language, currency));
const es = parsed('es');
const pt = parsed('pt');

/** Every text of a catalogue, lowercased, as one string (ids and references left out). */
function textsOf(catalogue: TCatalogue): string {
  return SERVICE_KINDS.flatMap((kind) =>
    catalogue[kind].flatMap((item) =>
      Object.entries(item)
        .filter(([field]) => !['id', 'reference', 'type', 'lastUpdate'].includes(field))
        .flatMap(([, value]) =>
          typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [],
        ),
    ),
  )
    .join('\n')
    .toLowerCase();
}

/** The words of `words` found as whole words in `text`. */
function wordsIn(text: string, words: readonly string[]): string[] {
  return words.filter((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text));
}

describe('the starter catalogue', () => {
  it('is a valid catalogue in every language and every currency offered at onboarding', () => {
    for (const language of LANGUAGES) {
      for (const currency of CURRENCY_CHOICES) {
        expect(() => ZCatalogueSchema.parse(starterCatalogue(language, currency)), `${language} ${currency.name}`).not.toThrow();
      }
    }
  });

  it('holds packs, maintenances, the four suspension services and stock items', () => {
    expect(es.packs.length).toBeGreaterThanOrEqual(3);
    expect(es.maintenances.length).toBeGreaterThanOrEqual(15);
    expect(es.suspensions.map((suspension) => suspension.id)).toEqual([
      'starter-fork-lowers',
      'starter-fork-full',
      'starter-shock-air-can',
      'starter-shock-full',
    ]);
    expect(es.stockItems.length).toBeGreaterThanOrEqual(10);
    expect(es.packs.map((pack) => pack.id)).toEqual(expect.arrayContaining(['starter-pack-basic', 'starter-pack-complete']));
  });

  it('gives every item a stable starter- id, unique across kinds, and positions 0..n per kind', () => {
    const ids = SERVICE_KINDS.flatMap((kind) => es[kind].map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^starter-[a-z0-9-]+$/);
    for (const kind of SERVICE_KINDS) expect(es[kind].map((item) => item.position)).toEqual(es[kind].map((_, index) => index));
  });

  it('describes each pack: subtitle, description, details, checklist, minutes and bike types', () => {
    for (const pack of [...es.packs, ...pt.packs]) {
      expect(pack.subtitle, pack.id).not.toBe('');
      expect(pack.description, pack.id).not.toBe('');
      expect(pack.details.length, pack.id).toBeGreaterThan(0);
      expect(pack.checklist.length, pack.id).toBeGreaterThan(0);
      expect(pack.estimatedMinutes, pack.id).toBeGreaterThan(0);
      for (const discipline of pack.allowedDisciplines) expect(BIKE_TYPES).toContain(discipline);
    }
    expect(es.packs.find((pack) => pack.id === 'starter-pack-ebike')?.allowedDisciplines).toEqual(['electric']);
  });

  it('puts the maintenances in the five groups, written in the language', () => {
    const groups = (catalogue: TCatalogue) => [...new Set(catalogue.maintenances.map((maintenance) => maintenance.group))];
    expect(groups(es)).toEqual(['Frenos', 'Transmisión', 'Ruedas y neumáticos', 'Suspensión', 'Bicicleta eléctrica']);
    expect(groups(pt)).toEqual(['Travões', 'Transmissão', 'Rodas e pneus', 'Suspensão', 'Bicicleta elétrica']);
    for (const maintenance of es.maintenances) expect(maintenance.estimatedMinutes, maintenance.id).toBeGreaterThan(0);
    expect(es.maintenances.some((maintenance) => maintenance.price_from !== null && maintenance.price_to !== null)).toBe(true);
    expect(es.maintenances.some((maintenance) => maintenance.checklist.length > 0)).toBe(true);
  });

  it('has the same items in both languages, with other titles', () => {
    for (const kind of SERVICE_KINDS) {
      expect(pt[kind].map((item) => item.id)).toEqual(es[kind].map((item) => item.id));
      es[kind].forEach((item, index) => expect(pt[kind][index]?.title, item.id).not.toBe(item.title));
    }
    // Only the words differ: prices, minutes, bike types and stock are the same.
    const numbers = (catalogue: TCatalogue) => SERVICE_KINDS.map((kind) => catalogue[kind].map(({ id, price }) => ({ id, price })));
    expect(numbers(pt)).toEqual(numbers(es));
    expect(pt.stockItems.map(({ reference, cost, quantity, minQuantity }) => ({ reference, cost, quantity, minQuantity }))).toEqual(
      es.stockItems.map(({ reference, cost, quantity, minQuantity }) => ({ reference, cost, quantity, minQuantity })),
    );
    pt.packs.forEach((pack, index) => {
      expect(pack.checklist.length).toBe(es.packs[index]?.checklist.length);
      expect(pack.allowedDisciplines).toEqual(es.packs[index]?.allowedDisciplines);
    });
  });

  it('speaks Portugal’s Portuguese in pt, and Spain’s Spanish in es', () => {
    const ptText = textsOf(pt);
    const esText = textsOf(es);
    expect(wordsIn(ptText, ['travões', 'pneus', 'mudanças', 'afinação', 'guiador', 'forqueta', 'ecrã'])).toHaveLength(7);
    const spanish = ['frenos', 'freno', 'rueda', 'ruedas', 'cubierta', 'cadena', 'manillar', 'horquilla', 'pinchazo', 'ajuste', 'cambio'];
    expect(wordsIn(ptText, [...spanish, 'sillín', 'engrase', 'limpieza', 'según', 'aceite', 'bici', 'y', 'del', 'los', 'las'])).toEqual([]);
    // Brazil's words for handlebar, screen, brakes, mountain bike.
    expect(wordsIn(ptText, ['guidão', 'guidom', 'tela', 'freios', 'mtb'])).toEqual([]);
    expect(wordsIn(esText, ['frenos', 'cambios', 'puesta a punto', 'horquilla', 'manillar'])).toHaveLength(5);
    expect(
      wordsIn(esText, ['travões', 'pneus', 'mudanças', 'afinação', 'corrente', 'guiador', 'forqueta', 'da', 'do', 'dos', 'das']),
    ).toEqual([]);
  });

  it('prices in whole cents from zero up, ranges from low to high, and costs under prices, in every currency', () => {
    for (const currency of CURRENCY_CHOICES) {
      const catalogue = parsed('es', currency);
      const prices = SERVICE_KINDS.flatMap((kind) => catalogue[kind].map((item) => item.price));
      for (const maintenance of catalogue.maintenances) {
        const { price_from: from, price_to: to } = maintenance;
        prices.push(...[from, to].filter((price) => price !== null));
        if (from !== null && to !== null) expect(from, `${currency.name} ${maintenance.id}`).toBeLessThanOrEqual(to);
      }
      for (const price of prices) {
        expect(Number.isInteger(price), currency.name).toBe(true);
        expect(price, currency.name).toBeGreaterThanOrEqual(0);
      }
      for (const item of catalogue.stockItems) expect(item.cost, `${currency.name} ${item.id}`).toBeLessThanOrEqual(item.price);
    }
  });

  it('starts with stock on the shelf, none of it low, with a reference for each item', () => {
    for (const item of es.stockItems) {
      expect(item.reference, item.id).not.toBe('');
      expect(item.minQuantity, item.id).toBeGreaterThan(0);
      expect(isLowStock(item), item.id).toBe(false);
    }
  });
});

describe('starter prices in another currency', () => {
  it('has a rate for every currency offered at onboarding', () => {
    for (const currency of CURRENCY_CHOICES) expect(STARTER_EURO_RATES[currency.name], currency.name).toBeGreaterThan(0);
  });

  it('keeps euro prices as written, and a currency without a rate keeps the euro figures', () => {
    expect(starterPrice(4590, 'EUR')).toBe(4590);
    expect(starterPrice(4590, 'eur')).toBe(4590);
    expect(starterPrice(4590, 'CHF')).toBe(4590);
    expect(parsed('es').packs[0]?.price).toBe(4500);
  });

  it('rounds a converted price to two significant figures, never finer than a whole unit', () => {
    expect(starterPrice(3900, 'USD')).toBe(4500); // 44,85 $
    expect(starterPrice(9500, 'GBP')).toBe(8200); // 81,70 £
    expect(starterPrice(9500, 'BRL')).toBe(60_000); // 598,50 R$
    expect(starterPrice(9500, 'AOA')).toBe(10_000_000); // 99 750 Kz
    expect(starterPrice(750, 'MZN')).toBe(55_000); // 547,50 MT
    expect(starterPrice(280, 'GBP')).toBe(200); // 2,41 £
    expect(starterPrice(0, 'USD')).toBe(0);
  });

  it('keeps the order of prices, in whole units, within 5 % from ten units up', () => {
    const currencies = Object.keys(STARTER_EURO_RATES).filter((code) => code !== 'EUR');
    fc.assert(
      fc.property(fc.constantFrom(...currencies), fc.nat(1_000_000), fc.nat(1_000_000), (code, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(starterPrice(low, code)).toBeLessThanOrEqual(starterPrice(high, code));
        const units = (high / 100) * (STARTER_EURO_RATES[code] ?? 1);
        const price = starterPrice(high, code);
        expect(price % 100).toBe(0);
        if (units >= 10) expect(Math.abs(price / 100 - units) / units).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});

// What a bike's history PDF prints (docs/product.md §31.3), in the reader's language and ready for Helvetica: the bike,
// what it cost per year and in all, each repair with its dates, mechanics and lines, its suspension units and the work
// recommended and not done. No owner's name, phone, address or tax id: the sheet goes with the bike when it is sold.
import { formatAmount, knownBikeName, type Language, type TBike, type TBikesHistoryOutput } from '@rueda/domain';
import { INTL_LOCALES, localeFor } from '../locales/index.ts';
import { printableDeep } from './winansi.ts';

export interface BikeHistoryInput {
  bike: TBike;
  history: TBikesHistoryOutput;
  workshop: { name: string; currency: string };
}

export interface BikeHistoryTexts {
  title: string;
  issued: string;
  bikeName: string;
  /** "Marca: Orbea", "Año: 2019"…: the bike's details that are known. */
  bikeDetails: string[];
  totals: { heading: string; hint: string; rows: [string, string][]; total: [string, string] | null; empty: string };
  repairs: { heading: string; empty: string; columns: [string, string, string, string]; items: RepairTexts[] };
  suspensions: { heading: string; units: UnitTexts[] } | null;
  recommendations: { heading: string; hint: string; lines: string[] } | null;
}

export interface RepairTexts {
  heading: string;
  dates: string;
  mechanics: string | null;
  lines: [string, string, string, string][];
  total: [string, string];
  notCounted: string | null;
}

export interface UnitTexts {
  heading: string;
  state: string;
  /** "Próximo mantenimiento de botellas: 05/06/2026". */
  next: string[];
  /** One line per service: "05/06/2025 · Mantenimiento completo · Servicio horquilla". */
  services: string[];
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (mark, key: string) => (key in values ? String(values[key]) : mark));
}

/** The history's texts in `language`, its dates on the workshop's clock (the history's zone). */
export function bikeHistoryTexts({ bike, history, workshop }: BikeHistoryInput, language: Language, now: Date): BikeHistoryTexts {
  const t = localeFor(language).bikeHistory;
  const statuses = localeFor(language).workshopExport.statuses;
  const locale = INTL_LOCALES[language];
  const instantFormat = new Intl.DateTimeFormat(locale, { timeZone: history.timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  const dayFormat = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  const date = (instant: string) => instantFormat.format(new Date(instant));
  /** A day already the workshop's (YYYY-MM-DD). */
  const day = (value: string) => dayFormat.format(new Date(`${value}T12:00:00Z`));
  const money = (cents: number) => formatAmount(cents, workshop.currency);
  const count = new Intl.NumberFormat(locale);

  const details: [string, string][] = [
    [t.bike.brand, bike.manufacturer?.label ?? ''],
    [t.bike.model, bike.model?.label ?? ''],
    [t.bike.year, bike.year === null ? '' : String(bike.year)],
    [t.bike.color, bike.color],
    [t.bike.frameNumber, bike.frameNumber],
  ];
  const { years, total } = history.totals;

  const texts: BikeHistoryTexts = {
    title: t.title,
    issued: fill(t.issued, { workshop: workshop.name, date: date(now.toISOString()) }),
    bikeName: knownBikeName(bike) || t.unnamedBike,
    bikeDetails: details.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${label}: ${value.trim()}`),
    totals: {
      heading: t.totals,
      hint: t.totalsHint,
      rows: years.map((row) => [
        fill(row.repairs === 1 ? t.yearRepairs.one : t.yearRepairs.other, { year: row.year, count: count.format(row.repairs) }),
        money(row.total),
      ]),
      total: years.length > 0 ? [t.total, money(total)] : null,
      empty: t.noTotals,
    },
    repairs: {
      heading: t.repairs,
      empty: t.noRepairs,
      columns: [t.columns.description, t.columns.quantity, t.columns.unitPrice, t.columns.amount],
      items: history.repairs.map((repair) => ({
        heading: fill(t.repairHeading, {
          date: date(repair.deliveredAt ?? repair.entryDate ?? repair.created),
          status: statuses[repair.status],
        }),
        dates: [
          repair.entryDate ? fill(t.dates.entry, { date: date(repair.entryDate) }) : '',
          repair.finishedAt ? fill(t.dates.finished, { date: date(repair.finishedAt) }) : '',
          repair.deliveredAt ? fill(t.dates.delivered, { date: date(repair.deliveredAt) }) : '',
        ]
          .filter(Boolean)
          .join(' · '),
        mechanics: repair.mechanics.length > 0 ? fill(t.mechanics, { names: repair.mechanics.join(', ') }) : null,
        lines: repair.lines.map((line) => [line.title, count.format(line.quantity), money(line.price), money(line.price * line.quantity)]),
        total: [t.repairTotal, money(repair.total)],
        notCounted: repair.status === 'delivered' ? null : t.notCounted,
      })),
    },
    suspensions:
      history.suspensions.length === 0
        ? null
        : {
            heading: t.suspensions,
            units: history.suspensions.map(({ unit, services, state }) => ({
              heading: [
                t.positions[unit.position],
                [unit.brand.label, unit.model].filter(Boolean).join(' '),
                unit.serialNumber ? fill(t.serial, { serial: unit.serialNumber }) : '',
              ]
                .filter(Boolean)
                .join(' · '),
              state: state.due ? t.due : t.upToDate,
              next: (['lowerLeg', 'full'] as const).map(
                (kind) => `${t.kinds[unit.position][kind]} · ${fill(t.next, { date: day(state[kind].nextDate) })}`,
              ),
              services:
                services.length === 0
                  ? [t.noServices]
                  : services.map((service) => [date(service.date), t.kinds[unit.position][service.kind], service.serviceTitle].join(' · ')),
            })),
          },
    recommendations:
      history.recommendations.length === 0
        ? null
        : {
            heading: t.recommendations,
            hint: t.recommendationsHint,
            lines: history.recommendations.map((item) =>
              fill(t.recommendation, {
                date: date(item.created),
                title: item.title,
                quantity: count.format(item.quantity),
                price: money(item.priceAtTheTime),
              }),
            ),
          },
  };
  return printableDeep(texts);
}

/** "Historial Orbea Orca.pdf": a file name keeps no character a file system refuses. */
export function bikeHistoryFileName(bike: TBike, language: Language): string {
  const t = localeFor(language).bikeHistory;
  // A control character (typed into a model's name) becomes a space, and what file systems refuse a "-".
  const name = [...(knownBikeName(bike) || t.unnamedBike)]
    .map((char) => (char < ' ' ? ' ' : char))
    .join('')
    .replace(/[/\\:*?"<>|]/g, '-');
  return fill(t.fileName, { bike: name });
}

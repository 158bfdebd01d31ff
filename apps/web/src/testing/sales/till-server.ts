// The till's part of the sales screens' fake server (docs/product.md §29.6): tillGet, tillOpen, tillMove and tillClose
// answering from in-memory days with the domain's own rules, as apps/server/src/services/till.ts does: the day's
// payments per method (tillMethodsOf), its documents not counted by an earlier close (tillDocumentsOf), the drawer's
// expected cash (tillCashOf), a day opened once, a closed day never moved, reopened nor closed again.
import {
  FunctionError,
  invalidField,
  nextDay,
  tillCashOf,
  tillDocumentsOf,
  tillMethodsOf,
  type FunctionInput,
  type TillPayment,
  type TTillDay,
  type TTillMove,
} from '@rueda/domain';
import { ANA } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';
import { salesServer, type SalesServerOptions } from './server';

/** Today in the workshop's zone, as the fake server counts it. */
export const TILL_TODAY = '2026-11-23';
/** When the fake server opens, moves and closes: the server's clock in the tests. */
export const TILL_NOW = '2026-11-23T19:30:00.000Z';

/** A payment, deposit or refund taken on a day (its till day, docs/product.md §29.6). */
export type TillLedgerEntry = TillPayment & { day: string };

export interface TillServerOptions extends SalesServerOptions {
  /** The money taken, by day. */
  ledger?: TillLedgerEntry[];
  /** Days already closed, their reports as they were kept. */
  closedDays?: TTillDay[];
}

interface OpenDay {
  floatCents: number;
  openedAt: string | null;
  moves: TTillMove[];
}

const ME = { userId: ANA.id, name: ANA.name };

export function tillServer({ ledger = [], closedDays = [], ...options }: TillServerOptions = {}) {
  const days = new Map<string, OpenDay>();
  const closed = new Map(closedDays.map((report) => [report.day, structuredClone(report)]));
  /** The documents each closed day counted, by document id. */
  const counted = new Set<string>();
  let moveNumber = 0;

  const dayOf = (day: string | null | undefined, latest: string): string => {
    if (day && day > latest) throw invalidField('day', 'That day has not begun.');
    return day ?? TILL_TODAY;
  };
  const refuseClosed = (day: string) => {
    if (closed.has(day)) throw new FunctionError('aborted', "This day's till is closed.", { reason: 'till-closed' });
  };

  function reportOf(day: string): TTillDay {
    const kept = closed.get(day);
    if (kept) return structuredClone(kept);
    const open = days.get(day);
    const payments = ledger.filter((entry) => entry.day === day);
    const moves = open?.moves ?? [];
    const documents = server.salesState.documents.filter((document) => document.issueDay <= day && !counted.has(document.id));
    const settings = server.salesState.settings;
    return {
      day,
      state: open?.openedAt ? 'open' : 'unopened',
      issuer: settings
        ? (({ country, region, legalName, taxId, street, postalCode, town, province }) => ({
            country,
            region,
            legalName,
            taxId,
            street,
            postalCode,
            town,
            province,
          }))(settings)
        : null,
      openedAt: open?.openedAt ?? null,
      openedBy: open?.openedAt ? ME : null,
      documents: tillDocumentsOf(documents),
      methods: tillMethodsOf(payments),
      cash: tillCashOf(open?.floatCents ?? 0, payments, moves, null),
      moves: structuredClone(moves),
      closedAt: null,
      closedBy: null,
    };
  }

  const answer = (run: () => TTillDay) => {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof FunctionError)) throw error;
      return failure(error.code, { message: error.message, details: error.details });
    }
  };
  const tomorrow = nextDay(TILL_TODAY);

  const server = salesServer({
    ...options,
    functions: {
      tillGet: ({ day }) => answer(() => reportOf(day ?? TILL_TODAY)),
      tillOpen: ({ day, floatCents }: FunctionInput<'tillOpen'>) =>
        answer(() => {
          const named = dayOf(day, tomorrow);
          refuseClosed(named);
          if (days.get(named)?.openedAt) throw new FunctionError('aborted', "This day's till is already open.", { reason: 'till-open' });
          days.set(named, { floatCents, openedAt: TILL_NOW, moves: days.get(named)?.moves ?? [] });
          return reportOf(named);
        }),
      tillMove: ({ day, direction, amountCents, reason }: FunctionInput<'tillMove'>) =>
        answer(() => {
          const named = dayOf(day, tomorrow);
          refuseClosed(named);
          const open = days.get(named) ?? { floatCents: 0, openedAt: null, moves: [] };
          moveNumber += 1;
          open.moves.push({
            id: `move-${moveNumber}`,
            direction,
            amountCents,
            reason: reason.trim(),
            recordedAt: TILL_NOW,
            recordedBy: ME,
          });
          days.set(named, open);
          return reportOf(named);
        }),
      tillClose: ({ day, countedCents }: FunctionInput<'tillClose'>) =>
        answer(() => {
          const named = dayOf(day, TILL_TODAY);
          refuseClosed(named);
          const open = reportOf(named);
          const payments = ledger.filter((entry) => entry.day === named);
          const report: TTillDay = {
            ...open,
            state: 'closed',
            cash: tillCashOf(open.cash.floatCents, payments, open.moves, countedCents),
            closedAt: TILL_NOW,
            closedBy: ME,
          };
          for (const document of server.salesState.documents) if (document.issueDay <= named) counted.add(document.id);
          closed.set(named, report);
          return structuredClone(report);
        }),
      ...options.functions,
    },
  });
  return { ...server, tillState: { days, closed } };
}

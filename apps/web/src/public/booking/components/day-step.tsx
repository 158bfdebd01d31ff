// Step 3: the day, month by month in Monday-first weeks. Each day says in words whether it is free, full or closed;
// a day on which the chosen work does not fit (fitsOn) shows as full and, like a closed one, cannot be chosen.
import { fitsOn, type TPublicBookingDay } from '@rueda/domain';
import { formatDay, formatMonth, mondayIndexOf, weekdayNames } from '../format';
import { useTexts } from '../texts';

type ShownState = 'open' | 'full' | 'closed';

function shownStateOf(day: TPublicBookingDay, workMinutes: number): ShownState {
  if (day.state === 'closed') return 'closed';
  return fitsOn(day, workMinutes) ? 'open' : 'full';
}

/** The days by month ("2026-12"), in order. */
function monthsOf(days: readonly TPublicBookingDay[]): TPublicBookingDay[][] {
  const months = new Map<string, TPublicBookingDay[]>();
  for (const day of days) {
    const month = day.day.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), day]);
  }
  return [...months.values()];
}

export function DayStep({
  days,
  workMinutes,
  chosen,
  error,
  onChoose,
}: {
  days: readonly TPublicBookingDay[];
  workMinutes: number;
  chosen: string | null;
  error?: string;
  onChoose: (day: string) => void;
}) {
  const { t, language } = useTexts();
  const weekdays = weekdayNames(language);
  return (
    <div className="rp-stack">
      <p className="rp-small rp-dimmed">{t('day.hint')}</p>
      {monthsOf(days).map((month) => {
        const first = month[0]!.day;
        const monthTitle = formatMonth(first, language);
        return (
          <section key={first} aria-label={monthTitle} className="rp-stack-sm">
            <h3>{monthTitle}</h3>
            <div className="rp-days">
              {weekdays.map((name) => (
                <span key={name} className="rp-weekday" aria-hidden="true">
                  {name}
                </span>
              ))}
              {Array.from({ length: mondayIndexOf(first) }, (_, index) => (
                <span key={`gap-${index}`} />
              ))}
              {month.map((day) => {
                const state = shownStateOf(day, workMinutes);
                const isChosen = chosen === day.day;
                return (
                  <button
                    key={day.day}
                    type="button"
                    className="rp-day"
                    data-state={state}
                    data-chosen={isChosen || undefined}
                    disabled={state !== 'open'}
                    aria-pressed={isChosen}
                    onClick={() => onChoose(day.day)}
                  >
                    {/* Read as "martes, 1 de diciembre: Libre"; seen as the day's number and its state. */}
                    <span className="rp-sr">{`${formatDay(day.day, language)}: `}</span>
                    <span className="rp-day-number" aria-hidden="true">
                      {Number(day.day.slice(8))}
                    </span>
                    <span className="rp-day-state">{t(`day.${state}`)}</span>
                  </button>
                );
              })}
            </div>
          </section>
        );
      })}
      <p className="rp-xs rp-dimmed">{t('day.legend')}</p>
      <p className="rp-strong" aria-live="polite">
        {chosen ? t('day.chosen', { day: formatDay(chosen, language) }) : null}
      </p>
      {error ? (
        <p className="rp-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

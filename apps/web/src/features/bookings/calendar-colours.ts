// docs/product.md §4 calendar colours on the booking screen: each colour name the domain gives an
// event, as the Mantine theme's colour, and the statuses each one stands for (the legend).
import { MANTINE_COLOURS } from '@/features/repairs';
import { CALENDAR_COLOURS, REPAIR_STATUSES, isShownInCalendar, type CalendarColour, type RepairStatus } from '@rueda/domain';

/** docs/product.md §4 colour names, as the Mantine theme's colours: the repairs board's. */
export const THEME_COLOURS: Record<CalendarColour, string> = MANTINE_COLOURS;

/** The theme colour of an event, as a CSS value FullCalendar can paint with. */
export function eventColourOf(colour: CalendarColour): string {
  return `var(--mantine-color-${THEME_COLOURS[colour]}-filled)`;
}

/** The text colour on that colour: white or black, whichever the theme finds readable (app/theme.ts). */
export function eventTextColourOf(colour: CalendarColour): string {
  return `var(--mantine-color-${THEME_COLOURS[colour]}-contrast)`;
}

/** The class that names an event's colour, for styles and for tests. */
export function eventClassOf(colour: CalendarColour): string {
  return `booking-event booking-event--${colour}`;
}

export interface LegendEntry {
  colour: CalendarColour;
  statuses: RepairStatus[];
}

/** Each colour the calendar shows, with its statuses in the spec's order; finished and delivered are hidden, so black is left out. */
export function legendEntries(): LegendEntry[] {
  const entries: LegendEntry[] = [];
  for (const status of REPAIR_STATUSES) {
    if (!isShownInCalendar({ status })) continue;
    const colour = CALENDAR_COLOURS[status];
    const entry = entries.find((candidate) => candidate.colour === colour);
    if (entry) entry.statuses.push(status);
    else entries.push({ colour, statuses: [status] });
  }
  return entries;
}

/** The statuses the calendar never shows (docs/product.md §4), for the legend's note. */
export const HIDDEN_STATUSES: RepairStatus[] = REPAIR_STATUSES.filter((status) => !isShownInCalendar({ status }));

// The suspension screens' date fields: a native date input's YYYY-MM-DD, sent as noon UTC of that day
// so the day stays the same in every time zone the workshop may be in.
export const todayInput = (): string => new Date().toISOString().slice(0, 10);
export const isoOfDay = (day: string): string => `${day}T12:00:00.000Z`;
export const dayOf = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

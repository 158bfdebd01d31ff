// pdfkit's built-in Helvetica writes text in WinAnsi (Windows-1252): Spanish and Portuguese letters and € are in it,
// but a description typed with another script is not, and pdfkit would draw another letter in its place.

/** What Windows-1252 puts at 0x80–0x9F (€, curly quotes, dashes, Œ…); Node's decoder reads those bytes as Latin-1. */
const WIN_ANSI_HIGH = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Every character WinAnsi has: printable ASCII, Latin-1's upper half and the ones above. */
const WIN_ANSI = new Set([
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, index) => String.fromCharCode(0xa0 + index)),
  ...WIN_ANSI_HIGH,
]);

function printableChar(char: string): string {
  if (WIN_ANSI.has(char)) return char;
  // Intl's narrow no-break space (in some number and date formats) is a no-break space to the reader.
  if (char === '\u202f') return '\u00a0';
  if (/\s/.test(char)) return ' ';
  // A letter with a mark WinAnsi lacks ("ő", "ł") keeps its base letter rather than becoming a wrong one.
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return base && [...base].every((part) => WIN_ANSI.has(part)) ? base : '?';
}

/** The text as Helvetica's WinAnsi can draw it: composed, with "?" for what it has no letter for. */
export function printable(text: string): string {
  return [...text.normalize('NFC')].map(printableChar).join('');
}

/** Every string of a value passed through `printable`, so nothing reaches pdfkit that Helvetica cannot draw. */
export function printableDeep<T>(value: T): T {
  if (typeof value === 'string') return printable(value) as T;
  if (Array.isArray(value)) return value.map(printableDeep) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, printableDeep(child)])) as T;
  }
  return value;
}

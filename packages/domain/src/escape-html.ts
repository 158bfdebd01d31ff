// The one HTML escape of the server's pages and mails and of the customers' pages rendered on the server
// (docs/decisions/067): every character that could end a text or an attribute (backticks too, for old browsers'
// unquoted attributes).
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Text safe anywhere in HTML's text or in a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => ESCAPES[char]!);
}

// The one escaping the SAF-T (PT) file needs: text between tags. XML 1.0 §2.4 reserves "<" and "&" there, and ">"
// after "]]"; escaping it always is simpler. Attributes are never written from data. A character XML 1.0 cannot
// carry at all (§2.2: most control characters) has no escape, so it is refused rather than dropped.
import { invalidField } from '@rueda/domain';

// XML 1.0 §2.2 Char: tab, line feed, carriage return, and from U+0020 on, less the surrogates and U+FFFE/U+FFFF.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Text escaped for an element's content; a character XML cannot carry is refused, naming the field. */
export function xmlText(value: string, field: string): string {
  if (NOT_XML_CHAR.test(value)) throw invalidField(field, 'The text holds a character an XML file cannot carry.');
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** One element with its text: <name>text</name>. */
export function xmlElement(name: string, value: string, field: string): string {
  return `<${name}>${xmlText(value, field)}</${name}>`;
}

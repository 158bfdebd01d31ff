// The one XML escaping of Rueda's tax files (the VERI*FACTU records, the SAF-T (PT) file), written by hand: no XML
// library is needed to write elements in a schema's order. XML 1.0 §2.4 reserves "<" and "&" in text (and ">" after
// "]]"); all five specials are escaped always, which is valid in text and in attribute values. A character XML 1.0
// cannot carry at all (§2.2: most control characters, a lone surrogate, U+FFFE, U+FFFF) has no escape, so it is
// refused, naming the field, rather than dropped.
import { invalidField } from '@rueda/domain';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// XML 1.0 §2.2 Char: tab, line feed, carriage return, and from U+0020 on, less the surrogates and U+FFFE/U+FFFF.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Text escaped for an element's content or an attribute value; a character XML cannot carry is refused. */
export function xmlText(value: string, field: string): string {
  if (NOT_XML_CHAR.test(value)) throw invalidField(field, 'The text holds a character an XML file cannot carry.');
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** One element with its text: `<name>text</name>`; `field` names the value when it is refused. */
export function xmlElement(name: string, value: string, field: string = name): string {
  return `<${name}>${xmlText(value, field)}</${name}>`;
}

/** `<name>…</name>` around children already written. */
export function xmlParent(name: string, children: readonly string[]): string {
  return `<${name}>${children.join('')}</${name}>`;
}

// The one escaping helper of the VERI*FACTU XML, written by hand (no XML library): text and attribute values.
import { invalidField } from '@rueda/domain';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// XML 1.0 allows tab, line feed, carriage return and everything from space up, save the surrogates' halves alone
// and U+FFFE/U+FFFF; any other control character makes the document ill-formed, so it is refused, not dropped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Text escaped for an XML element's content or an attribute value; `field` names it when refused. */
export function xmlText(value: string, field: string): string {
  if (NOT_XML.test(value)) throw invalidField(field, 'This text holds a character XML cannot carry.');
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * `<prefix:name>text</prefix:name>`, the text trimmed and escaped: the huella covers each value trimmed (its
 * document's §5), so the XML carries the same text the huella was computed over.
 */
export function element(name: string, text: string): string {
  return `<${name}>${xmlText(text.trim(), name)}</${name}>`;
}

/** `<prefix:name>…</prefix:name>` around children already written. */
export function parent(name: string, children: readonly string[]): string {
  return `<${name}>${children.join('')}</${name}>`;
}

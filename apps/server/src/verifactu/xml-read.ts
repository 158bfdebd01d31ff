// A small, strict XML reader for the AEAT's messages (docs/verifactu.md §6): the answers the sender reads and the
// requests the local service reads, after xmllint-wasm has checked them against the XSD where it can. No XML
// library is installed (decision 064): this reads elements, attributes, namespaces, text, character and the five
// predefined entity references, CDATA, comments and processing instructions; a DOCTYPE (and so any other entity) is
// refused, as is a tag that does not close in order. Names are resolved to their namespace URI (Namespaces in XML §6).

/** An element: its namespace URI and local name, its attributes as written, its children and its own text. */
export interface XmlElement {
  ns: string;
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's character data (its children's excluded), entities replaced. */
  text: string;
  /** The namespace declarations in scope at the element, by prefix ('' for the default). */
  scope: Record<string, string>;
  /** Where the element is in the document read: from its "<" to after its end tag. */
  start: number;
  end: number;
}

export class XmlReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlReadError';
  }
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);|&/g, (whole, ref: string | undefined) => {
    if (!ref) throw new XmlReadError('A bare "&" in the text.');
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    const value = PREDEFINED[ref];
    if (value === undefined) throw new XmlReadError(`The entity ${whole} is not one of XML's five.`);
    return value;
  });
}

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const rest = source.replace(
    /\s*([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g,
    (_all, name: string, _quoted, double?: string, single?: string) => {
      if (!NAME.test(name) && !/^xmlns(:[A-Za-z_][\w.-]*)?$/.test(name))
        throw new XmlReadError(`The attribute name "${name}" is not valid.`);
      if (name in attributes) throw new XmlReadError(`The attribute "${name}" is written twice.`);
      attributes[name] = decode(double ?? single ?? '');
      return '';
    },
  );
  if (rest.trim() !== '') throw new XmlReadError(`Unreadable attributes: "${rest.trim()}".`);
  return attributes;
}

interface Open {
  start: number;
  qname: string;
  attributes: Record<string, string>;
  scope: Record<string, string>;
  children: XmlElement[];
  text: string[];
}

function resolve(qname: string, scope: Record<string, string>): { ns: string; name: string } {
  const colon = qname.indexOf(':');
  const prefix = colon < 0 ? '' : qname.slice(0, colon);
  const ns = scope[prefix];
  if (prefix && ns === undefined) throw new XmlReadError(`The prefix "${prefix}" of <${qname}> is not declared.`);
  return { ns: ns ?? '', name: colon < 0 ? qname : qname.slice(colon + 1) };
}

/** Where a start tag ends: its first ">" outside an attribute's quotes. */
function tagEnd(xml: string, from: number): number {
  let quote: string | undefined;
  for (let at = from + 1; at < xml.length; at += 1) {
    const char = xml[at];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '<') break;
    else if (char === '>') return at;
  }
  throw new XmlReadError(`The tag at ${from} does not end.`);
}

/** Reads a whole document into its root element; throws XmlReadError, saying why, on anything else. */
export function readXml(xml: string): XmlElement {
  const stack: Open[] = [];
  let root: XmlElement | undefined;
  let at = 0;
  const close = (open: Open, end: number) => {
    const element: XmlElement = {
      ...resolve(open.qname, open.scope),
      attributes: open.attributes,
      children: open.children,
      text: open.text.join(''),
      scope: open.scope,
      start: open.start,
      end,
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) throw new XmlReadError('The document has more than one root element.');
    else root = element;
  };
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const text = xml.slice(at, lt < 0 ? xml.length : lt);
    if (text) {
      if (stack.length) stack.at(-1)!.text.push(decode(text));
      else if (text.trim()) throw new XmlReadError('Text outside the root element.');
    }
    if (lt < 0) break;
    const ends = (marker: string) => {
      const end = xml.indexOf(marker, lt);
      if (end < 0) throw new XmlReadError(`A markup at ${lt} does not end.`);
      return end;
    };
    if (xml.startsWith('<?', lt)) at = ends('?>') + 2;
    else if (xml.startsWith('<!--', lt)) at = ends('-->') + 3;
    else if (xml.startsWith('<![CDATA[', lt)) {
      const end = ends(']]>');
      if (!stack.length) throw new XmlReadError('CDATA outside the root element.');
      stack.at(-1)!.text.push(xml.slice(lt + 9, end));
      at = end + 3;
    } else if (xml.startsWith('<!', lt)) throw new XmlReadError('A DOCTYPE or declaration is not accepted.');
    else if (xml.startsWith('</', lt)) {
      const end = ends('>');
      const qname = xml.slice(lt + 2, end).trim();
      const open = stack.pop();
      if (!open || open.qname !== qname) throw new XmlReadError(`</${qname}> closes ${open ? `<${open.qname}>` : 'nothing'}.`);
      close(open, end + 1);
      at = end + 1;
    } else {
      const end = tagEnd(xml, lt);
      const selfClosing = xml[end - 1] === '/';
      const inner = xml.slice(lt + 1, selfClosing ? end - 1 : end);
      const qname = /^\S+/.exec(inner)?.[0] ?? '';
      if (!NAME.test(qname)) throw new XmlReadError(`"<${qname}" is not an element name.`);
      if (!stack.length && root) throw new XmlReadError('The document has more than one root element.');
      const attributes = attributesOf(inner.slice(qname.length));
      const scope = { ...(stack.at(-1)?.scope ?? {}) };
      for (const [name, value] of Object.entries(attributes)) {
        if (name === 'xmlns') scope[''] = value;
        else if (name.startsWith('xmlns:')) scope[name.slice(6)] = value;
      }
      const open: Open = { start: lt, qname, attributes, scope, children: [], text: [] };
      if (selfClosing) close(open, end + 1);
      else stack.push(open);
      at = end + 1;
    }
  }
  if (stack.length) throw new XmlReadError(`<${stack.at(-1)!.qname}> is not closed.`);
  if (!root) throw new XmlReadError('The document has no element.');
  return root;
}

/**
 * An element of `xml` (read by readXml) as a document of its own: its text as written, its start tag given every
 * namespace declaration in scope that it does not make itself, so that its prefixes still resolve.
 */
export function standaloneXml(xml: string, element: XmlElement): string {
  const source = xml.slice(element.start, element.end);
  const qname = /^<(\S+?)(?=[\s/>])/.exec(source)![1]!;
  const declarations = Object.entries(element.scope)
    .filter(([prefix]) => !((prefix ? `xmlns:${prefix}` : 'xmlns') in element.attributes))
    .map(
      ([prefix, uri]) =>
        ` ${prefix ? `xmlns:${prefix}` : 'xmlns'}="${uri.replace(/[&<"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '"': '&quot;' })[char]!)}"`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?><${qname}${declarations.join('')}${source.slice(qname.length + 1)}`;
}

/** The element's children of this namespace and name. */
export function childrenNamed(element: XmlElement, ns: string, name: string): XmlElement[] {
  return element.children.filter((child) => child.ns === ns && child.name === name);
}

/** The one child of this namespace and name, or undefined; two are refused. */
export function childNamed(element: XmlElement, ns: string, name: string): XmlElement | undefined {
  const found = childrenNamed(element, ns, name);
  if (found.length > 1) throw new XmlReadError(`<${element.name}> has ${found.length} <${name}>, not one.`);
  return found[0];
}

/** The one child's text, or undefined when it is absent. */
export function textOf(element: XmlElement, ns: string, name: string): string | undefined {
  return childNamed(element, ns, name)?.text;
}

/** The one child's text; its absence is refused, naming it. */
export function requiredText(element: XmlElement, ns: string, name: string): string {
  const text = textOf(element, ns, name);
  if (text === undefined) throw new XmlReadError(`<${element.name}> has no <${name}>.`);
  return text;
}

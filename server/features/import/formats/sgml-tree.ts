// A lenient reader of OFX markup: SGML (OFX 1.x, leaf tags left open) and XML (OFX 2.x) alike.
// Leaf elements hold their text; an element whose text is followed by another tag is closed there.

export interface MarkupElement {
  name: string;
  text: string | null;
  children: MarkupElement[];
  /** Still open when the text ended: the file was cut inside it. */
  unfinished?: true;
}

const TOKEN = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w.]*)[^>]*>|([^<]+)/g;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const MAX_CODE_POINT = 0x10ffff;
// Some banks escape their text twice (`&amp;lt;`): decoding stops when nothing changes, or at
// this many passes, so that a file cannot make the reader loop.
const DECODING_PASSES = 4;

function decodeOnce(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
    const hex = name[1] === 'x' || name[1] === 'X';
    const codePoint = hex ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : whole;
  });
}

export function decodeEntities(text: string): string {
  let decoded = text;
  for (let pass = 0; pass < DECODING_PASSES && decoded.includes('&'); pass++) {
    const next = decodeOnce(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/** The root element's tree, from its opening tag on (headers before it skipped). */
export function readMarkup(source: string, rootName: string): MarkupElement | null {
  const start = source.search(new RegExp(`<${rootName}[\\s>]`, 'i'));
  if (start < 0) return null;
  const root: MarkupElement = { name: '#document', text: null, children: [] };
  const stack: MarkupElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  const closeLeaf = () => {
    if (stack.length > 1 && top().text !== null) stack.pop();
  };
  for (const [, cdata, slash, tag, text] of source.slice(start).matchAll(TOKEN)) {
    if (tag !== undefined) {
      const name = tag.toUpperCase();
      closeLeaf();
      if (slash) {
        const at = stack.findLastIndex((element) => element.name === name);
        if (at > 0) stack.length = at;
      } else {
        const element: MarkupElement = { name, text: null, children: [] };
        top().children.push(element);
        stack.push(element);
      }
    } else {
      const value = cdata ?? (text === undefined ? '' : decodeEntities(text));
      if (value.trim() !== '' && stack.length > 1 && top().children.length === 0) {
        top().text = ((top().text ?? '') + value).trim();
      }
    }
  }
  for (const element of stack.slice(1)) element.unfinished = true;
  return root.children[0] ?? null;
}

/** Every element of these names below `element`, in the order of the text. */
export function findAll(element: MarkupElement, ...names: string[]): MarkupElement[] {
  const found: MarkupElement[] = [];
  // Iterative: a file of thousands of unclosed tags nests as deep, beyond the call stack.
  const pending = [...element.children].reverse();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (names.includes(next.name)) found.push(next);
    for (let i = next.children.length - 1; i >= 0; i--) pending.push(next.children[i]!);
  }
  return found;
}

/** The text of the first element on that path of names below `element`. */
export function textAt(element: MarkupElement | undefined, ...path: string[]): string | null {
  let current = element;
  for (const name of path) current = current?.children.find((child) => child.name === name);
  return current?.text ?? null;
}

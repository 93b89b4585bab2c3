// A lenient reader of OFX markup: SGML (OFX 1.x, leaf tags left open) and XML (OFX 2.x) alike.
// Leaf elements hold their text; an element whose text is followed by another tag is closed there.

export interface MarkupElement {
  name: string;
  text: string | null;
  children: MarkupElement[];
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

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
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
  return root.children[0] ?? null;
}

/** Every element of that name below `element`, depth first. */
export function findAll(element: MarkupElement, name: string): MarkupElement[] {
  return element.children.flatMap((child) =>
    child.name === name ? [child, ...findAll(child, name)] : findAll(child, name),
  );
}

/** The text of the first element on that path of names below `element`. */
export function textAt(element: MarkupElement | undefined, ...path: string[]): string | null {
  let current = element;
  for (const name of path) current = current?.children.find((child) => child.name === name);
  return current?.text ?? null;
}

import { decodeEntities } from './ofx-entities';

// A lenient reader of OFX markup: SGML (OFX 1.x, leaf tags left open) and XML (OFX 2.x) alike.
// Leaf elements hold their text; an element whose text is followed by another tag is closed there.

export interface MarkupElement {
  name: string;
  text: string | null;
  children: MarkupElement[];
  /** Still open when the text ended: the file was cut inside it. */
  unfinished?: true;
}

// A comment or CDATA left open runs to the end, and a tag ends at the next `<` at the latest: no
// token is looked for twice, so that any text is read in one pass.
const TOKEN =
  /<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][\w.]*)[^<>]*>|([^<]+)/g;

/** The elements open at a point of the text, from the document down. */
class OpenElements {
  private readonly stack: MarkupElement[];
  /** For each name, the depths where an element of that name is open, deepest last. */
  private readonly depthsByName = new Map<string, number[]>();

  constructor(document: MarkupElement) {
    this.stack = [document];
  }

  get top(): MarkupElement {
    return this.stack[this.stack.length - 1]!;
  }

  get inElement(): boolean {
    return this.stack.length > 1;
  }

  open(element: MarkupElement) {
    this.top.children.push(element);
    const depths = this.depthsByName.get(element.name) ?? [];
    depths.push(this.stack.length);
    this.depthsByName.set(element.name, depths);
    this.stack.push(element);
  }

  /** A leaf is closed by the next tag; an aggregate only by its closing tag or an ancestor's. */
  closeLeaf() {
    if (this.inElement && this.top.text !== null) this.pop();
  }

  close(name: string) {
    const depth = this.depthsByName.get(name)?.at(-1);
    while (depth !== undefined && this.stack.length > depth) this.pop();
  }

  /** What the end of the text leaves open: the file was cut inside these. */
  closeAtEnd() {
    while (this.inElement) this.pop().unfinished = true;
  }

  private pop(): MarkupElement {
    const element = this.stack.pop()!;
    this.depthsByName.get(element.name)?.pop();
    element.text = element.text?.trim() ?? null;
    return element;
  }
}

/** The root element's tree, from its opening tag on (headers before it skipped). */
export function readMarkup(source: string, rootName: string): MarkupElement | null {
  const start = source.search(new RegExp(`<${rootName}[\\s>]`, 'i'));
  if (start < 0) return null;
  const document: MarkupElement = { name: '#document', text: null, children: [] };
  const open = new OpenElements(document);
  for (const [, cdata, slash, tag, text] of source.slice(start).matchAll(TOKEN)) {
    if (tag !== undefined) {
      open.closeLeaf();
      const name = tag.toUpperCase();
      if (slash) open.close(name);
      else open.open({ name, text: null, children: [] });
    } else {
      const value = cdata ?? (text === undefined ? '' : decodeEntities(text));
      if (value.trim() !== '' && open.inElement && open.top.children.length === 0) {
        open.top.text = (open.top.text ?? '') + value;
      }
    }
  }
  open.closeAtEnd();
  return document.children[0] ?? null;
}

function search(element: MarkupElement, names: readonly string[], intoFound: boolean) {
  const found: MarkupElement[] = [];
  // Iterative: a file of thousands of unclosed tags nests as deep, beyond the call stack.
  const pending = [...element.children].reverse();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const match = names.includes(next.name);
    if (match) found.push(next);
    if (match && !intoFound) continue;
    for (let i = next.children.length - 1; i >= 0; i--) pending.push(next.children[i]!);
  }
  return found;
}

/** Every element of these names below `element`, in the order of the text. */
export const findAll = (element: MarkupElement, ...names: string[]): MarkupElement[] =>
  search(element, names, true);

/** The elements of these names below `element` that are not inside one another. */
export const findOutermost = (element: MarkupElement, ...names: string[]): MarkupElement[] =>
  search(element, names, false);

/** The text of the first element on that path of names below `element`. */
export function textAt(element: MarkupElement | undefined, ...path: string[]): string | null {
  let current = element;
  for (const name of path) current = current?.children.find((child) => child.name === name);
  return current?.text ?? null;
}

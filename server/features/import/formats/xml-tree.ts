import { SaxesParser } from 'saxes';
import { BankFileError } from './bank-file';

// A strict XML reader into a small element tree (namespace prefixes dropped). Documents with a
// DOCTYPE are refused: no bank format needs one, and that closes external entities and entity
// expansion bombs before any parsing.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

// Bank statements nest a dozen levels deep: a document nesting far more is refused as it comes,
// before its tree costs more than its reading.
const MAX_DEPTH = 100;

export function readXml(text: string): XmlElement {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new BankFileError('import.file.unsafe');
  const parser = new SaxesParser();
  const root: XmlElement = { name: '#document', attributes: {}, text: '', children: [] };
  const stack: XmlElement[] = [root];
  parser.on('opentag', (tag) => {
    if (stack.length > MAX_DEPTH) throw new BankFileError('import.file.unreadable');
    const attributes = Object.fromEntries(
      Object.entries(tag.attributes).map(([key, value]) => [localName(key), String(value)]),
    );
    const element: XmlElement = { name: localName(tag.name), attributes, text: '', children: [] };
    stack[stack.length - 1]!.children.push(element);
    stack.push(element);
  });
  const addText = (value: string) => {
    stack[stack.length - 1]!.text += value;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const element = stack.pop()!;
    element.text = element.text.trim();
  });
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch {
    throw new BankFileError('import.file.unreadable');
  }
  const document = root.children[0];
  if (!document) throw new BankFileError('import.file.unreadable');
  return document;
}

export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = current?.children.find((c) => c.name === name);
  return current;
}

export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((c) => c.name === name) ?? [];
}

export function textOf(element: XmlElement | undefined, ...path: string[]): string | null {
  const found = child(element, ...path);
  return found && found.text !== '' ? found.text : null;
}

import { readXml } from '../../import/formats/xml-tree';
import { invalidFile } from './homebank-values';

// A HomeBank .xhb file: one <homebank v="1.6" d="050900"> root holding flat elements, each an
// attribute list (properties, cur, grp, account, pay, cat, tag, asg, fav, ope, flt).

export type HomebankAttributes = Readonly<Record<string, string | undefined>>;

export interface HomebankDocument {
  /** The data version of the HomeBank that wrote it, e.g. 50900 for 5.9.0. */
  dataVersion: number;
  elements: ReadonlyMap<string, readonly HomebankAttributes[]>;
}

const ROOT = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?<homebank\s+v="[\d.]+"/;

/** Whether a file begins as HomeBank writes its files. */
export function looksLikeHomebank(bytes: Buffer): boolean {
  return ROOT.test(bytes.subarray(0, 512).toString('utf8'));
}

export function readHomebankDocument(bytes: Buffer): HomebankDocument {
  const text = bytes.toString('utf8');
  if (!looksLikeHomebank(bytes)) throw invalidFile();
  let root;
  try {
    root = readXml(text);
  } catch {
    throw invalidFile();
  }
  if (root.name !== 'homebank') throw invalidFile();
  const elements = new Map<string, HomebankAttributes[]>();
  for (const element of root.children) {
    const list = elements.get(element.name) ?? [];
    list.push(element.attributes);
    elements.set(element.name, list);
  }
  return { dataVersion: Number(root.attributes.d ?? '0') || 0, elements };
}

export function elementsNamed(
  document: HomebankDocument,
  name: string,
): readonly HomebankAttributes[] {
  return document.elements.get(name) ?? [];
}

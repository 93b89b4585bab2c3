import { child, children, textOf, type XmlElement } from '../../import/formats/xml-tree';
import { invalidFile } from './gnucash-book';

// The XML file's values: KVP slots (frames nested by key), required texts, days.

/** A KVP frame flattened to its paths (`sched-xaction/account`) and values as text. */
export function slotsOf(element: XmlElement | undefined, prefix = ''): Map<string, string> {
  const slots = new Map<string, string>();
  for (const slot of children(element, 'slot')) {
    const key = `${prefix}${textOf(slot, 'key') ?? ''}`;
    const value = child(slot, 'value');
    const type = value?.attributes.type;
    if (type === 'frame') {
      for (const [path, text] of slotsOf(value, `${key}/`)) slots.set(path, text);
    } else if (type === 'gdate' || type === 'timespec') {
      slots.set(key, value?.children[0]?.text ?? '');
    } else if (value && type !== 'list') slots.set(key, value.text);
  }
  return slots;
}

export const required = (text: string | null): string => {
  if (text === null) throw invalidFile();
  return text;
};

export function dayOf(text: string | null): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(required(text))?.[0];
  if (!day) throw invalidFile();
  return day;
}

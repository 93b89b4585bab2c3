// The character entities of OFX texts, named (the five of XML and nbsp) or numbered.

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

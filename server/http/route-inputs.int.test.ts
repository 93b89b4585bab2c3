import { describe, expect, it } from 'vitest';
import { INT4_MAX } from '../../contract/integers';
import { CENTS_MAX } from '../../contract/money';
import { openDatabase } from '../db/database';
import { leavesOf, type Leaf } from '../test/schema-leaves';
import { testRouteTable } from '../test/test-app';
import { routeKey } from './public-routes';

// The contract's rules on what comes in, checked on every route's params, query and body: no
// text field takes a control or invisible character, no number escapes the column it goes to.

const routes = testRouteTable(openDatabase('file::memory:'), {
  env: { NODE_ENV: 'development', MAIL_OUTBOX_PAGE: '1' },
});

const leaves: { route: string; leaf: Leaf }[] = routes.flatMap((route) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = route[part];
    if (!schema) return [];
    return leavesOf(schema, part).map((leaf) => ({ route: routeKey(route), leaf }));
  }),
);

/** Texts a field of some kind accepts: each gets a hidden character put inside it. */
const SAMPLES = [
  'Nom',
  'Loyer 2026',
  '2026-03-15',
  '2026-03',
  '2026',
  '1',
  '12,50',
  'fr',
  'true',
  'SIMPLE',
  'CREDIT',
  '75001',
  'someone@example.org',
  'https://example.org/',
];
const HIDDEN = ['\u0000', '\u0007', '\u001b', '\u007f', '\u200b', '\u202e', '\u2028', '\ud800'];

/** The hidden character between two letters or digits, where no trimming takes it away. */
function withInside(sample: string, hidden: string): string {
  const at = [...sample.matchAll(/\w(?=\w)/g)][0]?.index;
  if (at === undefined) return sample + hidden + sample;
  return sample.slice(0, at + 1) + hidden + sample.slice(at + 1);
}

const accepts = (leaf: Leaf, value: unknown) => leaf.schema.safeParse(value).success;

describe('the inputs of every route', () => {
  it('finds text and number fields to check', () => {
    expect(leaves.filter(({ leaf }) => leaf.kind === 'text').length).toBeGreaterThan(50);
    expect(leaves.filter(({ leaf }) => leaf.kind === 'number').length).toBeGreaterThan(50);
  });

  it('refuses control and invisible characters in every text field', () => {
    const lax = leaves
      .filter(({ leaf }) => leaf.kind === 'text')
      .flatMap(({ route, leaf }) =>
        SAMPLES.filter((sample) => accepts(leaf, sample)).flatMap((sample) =>
          HIDDEN.filter((hidden) => {
            return accepts(leaf, withInside(sample, hidden));
          }).map(
            (hidden) =>
              `${route} ${leaf.path} takes U+${hidden.codePointAt(0)?.toString(16)} in "${sample}"`,
          ),
        ),
      );
    if (process.env.SHOW) console.log('LAX\n' + [...new Set(lax)].join('\n'));
    expect([...new Set(lax)]).toEqual([]);
  });

  it('bounds every number: money to CENTS_MAX, any other number to a 32-bit column', () => {
    const numeric = ({ leaf }: { leaf: Leaf }) =>
      leaf.kind === 'number' ||
      (accepts(leaf, '1') && !accepts(leaf, 'Nom') && !leaf.path.endsWith('phone'));
    const unbounded = leaves.filter(numeric).flatMap(({ route, leaf }) => {
      const isMoney = /amount|balance|capital|cents/i.test(leaf.path);
      const hostile = [1e308, -1e308, 2 ** 53, -(2 ** 53), CENTS_MAX + 1, -CENTS_MAX - 1];
      if (!isMoney) hostile.push(INT4_MAX + 1, -INT4_MAX - 2);
      return hostile
        .flatMap((n) => [n, String(n)])
        .filter((value) => accepts(leaf, value))
        .map((value) => `${route} ${leaf.path} takes ${value}`);
    });
    if (process.env.SHOW) console.log('UNB\n' + [...new Set(unbounded)].join('\n'));
    expect([...new Set(unbounded)]).toEqual([]);
  });
});

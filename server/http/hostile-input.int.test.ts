import { expect, it } from 'vitest';
import type { Db } from '../db/database';
import { describeOnDatabases } from '../test/databases';
import { givenPersona, type Persona } from '../test/fuzz-personas';
import {
  HOSTILE_JSON,
  HOSTILE_NUMBERS,
  HOSTILE_TEXTS,
  RAW_URL_PIECES,
  Random,
  poisoned,
} from '../test/hostile-values';
import {
  Plausible,
  jsonSchemaOf,
  type IdsByKind,
  placesIn,
  replaceAt,
  valueAt,
} from '../test/plausible-inputs';
import { testRouteTable } from '../test/test-app';
import { routeKey } from './public-routes';
import type { RouteDeclaration } from './route';

// Every write route, and every read route that takes parameters, gets hostile requests from a
// premium user and an administrator: none may answer 5xx. The cases come from a fixed seed
// (FUZZ_SEED), FUZZ_CASES per route, within FUZZ_SECONDS per database.

const SEED = Number(process.env.FUZZ_SEED ?? 23);
const CASES = Number(process.env.FUZZ_CASES ?? 60);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 50);

interface Attempt {
  method: RouteDeclaration['method'];
  path: string;
  body: unknown;
}

const isTarget = (route: RouteDeclaration) =>
  route.method !== 'get' || route.params !== undefined || route.query !== undefined;

const kindOf = (route: RouteDeclaration) =>
  route.access !== 'public' && route.access.includes('ROLE_ADMIN') ? 'admin' : 'premium';

function seedOf(key: string, index: number): number {
  let hash = SEED ^ index;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** Percent-encodes the UTF-8 bytes of any text, lone surrogates included (as U+FFFD). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/**
 * A path or query value: plausible for its schema, the same with a hidden character, hostile
 * text, or a raw broken escape.
 */
function urlValue(random: Random, plausible: () => unknown): string {
  const roll = random.next();
  if (roll < 0.5) return encode(String(plausible()));
  if (roll < 0.7) return encode(poisoned(String(plausible()), random).slice(0, 6_000));
  if (roll < 0.9) return encode(random.pick(HOSTILE_TEXTS));
  return random.pick(RAW_URL_PIECES);
}

function pathOf(route: RouteDeclaration, random: Random, ids: IdsByKind): string {
  const schema = route.params ? jsonSchemaOf(route.params) : {};
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const plausible = new Plausible(random, ids, schema);
  return route.path.replace(/:(\w+)/g, (_, name: string) =>
    urlValue(random, () => plausible.valueOf(properties[name] ?? {}, name)),
  );
}

function queryOf(route: RouteDeclaration, random: Random, ids: IdsByKind): string {
  if (!route.query) return random.chance(0.2) ? `?x=${random.pick(RAW_URL_PIECES)}` : '';
  const schema = jsonSchemaOf(route.query);
  const plausible = new Plausible(random, ids, schema);
  const base = plausible.valueOf() as Record<string, unknown>;
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const pairs: string[] = [];
  for (const name of Object.keys(properties)) {
    const hostile = random.chance(0.4);
    if (!hostile && !(name in base)) continue;
    const value = hostile ? urlValue(random, () => base[name]) : encode(String(base[name]));
    pairs.push(`${name}=${value}`);
    if (random.chance(0.1)) pairs.push(`${name}=${value}`, `${name}[a]=1`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** A hostile value of the kind the place holds half the time, of any kind otherwise. */
function hostileFor(current: unknown, random: Random): unknown {
  if (random.chance(0.4)) return random.pick(HOSTILE_JSON);
  if (typeof current === 'string') {
    return random.chance(0.6) ? poisoned(current, random) : random.pick(HOSTILE_TEXTS);
  }
  if (typeof current === 'number') return random.pick(HOSTILE_NUMBERS);
  return random.pick(HOSTILE_JSON);
}

function bodyOf(route: RouteDeclaration, random: Random, ids: IdsByKind): unknown {
  if (!route.body) return random.chance(0.2) ? random.pick(HOSTILE_JSON) : undefined;
  if (random.chance(0.1)) return random.pick(HOSTILE_JSON);
  const plausible = new Plausible(random, ids, jsonSchemaOf(route.body));
  let body = plausible.valueOf();
  for (let n = 1 + random.below(2); n > 0; n -= 1) {
    const place = random.pick(placesIn(body));
    body = replaceAt(body, place, hostileFor(valueAt(body, place), random));
  }
  return body;
}

function attemptOf(route: RouteDeclaration, random: Random, ids: IdsByKind): Attempt {
  const path = pathOf(route, random, ids) + queryOf(route, random, ids);
  return {
    method: route.method,
    path,
    body: route.method === 'get' ? undefined : bodyOf(route, random, ids),
  };
}

const NEGATIVE_ZERO = '\u0000-0\u0000';

/** JSON text of a value, keeping -0 (JSON.stringify writes it 0). */
const jsonText = (value: unknown) =>
  JSON.stringify(value, (_, item) => (Object.is(item, -0) ? NEGATIVE_ZERO : item)).replaceAll(
    JSON.stringify(NEGATIVE_ZERO),
    '-0',
  );

const HOSTILE_FILES = [
  'Date;Libellé;Montant\n09/03/2024;CARTE\u0000BOULANGERIE;-12,50\n',
  'Date;Libellé;Montant\n30/02/2026;X;1e308\n01/01/99999;Y;-0\n',
  'OFXHEADER:100\nDATA:OFXSGML\n<OFX><STMTTRN><TRNAMT>12.3456789012<DTPOSTED>20260230<NAME>A\u0000B',
  '!Type:Bank\nD02/30/2026\nT99999999999999999999\nPNUL\u0000\n^\n',
  '\u0000'.repeat(64),
];

async function sendAttempt(
  persona: Persona,
  route: RouteDeclaration,
  attempt: Attempt,
  random: Random,
) {
  if (route.upload) {
    const file = new TextEncoder().encode(random.pick(HOSTILE_FILES));
    return persona.client.upload(
      attempt.path,
      file,
      random.pick(['releve.csv', 'r.ofx', 'r.qif', '\u0000.csv']),
    );
  }
  if (attempt.body === undefined) return persona.client.send(attempt.method, attempt.path);
  const json = { 'Content-Type': 'application/json' };
  return persona.client.send(attempt.method, attempt.path, jsonText(attempt.body), json);
}

type Personas = Record<'premium' | 'admin', Persona>;

interface Round {
  db: Db;
  routes: RouteDeclaration[];
  personas: Personas;
  /** The first case of each route and 5xx status. */
  failures: Map<string, string>;
}

/** Sends every route its case `index`. */
async function fuzzRound({ db, routes, personas, failures }: Round, index: number) {
  const others = { user: personas.premium.ids.user! };
  for (const route of routes) {
    const kind = kindOf(route);
    const random = new Random(seedOf(routeKey(route), index));
    const attempt = attemptOf(route, random, personas[kind].ids);
    const res = await sendAttempt(personas[kind], route, attempt, random);
    const key = `${routeKey(route)} ${res.status} ${res.body?.messageCode ?? ''}`;
    if (res.status >= 500 && !failures.has(key)) {
      failures.set(key, `case ${index}: ${JSON.stringify(attempt).slice(0, 400)}`);
    }
    // A case that ended the session (logout, password change…) gets the next one a new person.
    if (res.status === 401 && route.access !== 'public') {
      personas[kind] = await givenPersona(db, kind, { others });
    }
  }
}

describeOnDatabases('hostile inputs on every route', (ctx) => {
  it(
    'never answers 5xx to hostile bodies, paths and queries',
    async () => {
      const premium = await givenPersona(ctx.db, 'premium');
      const admin = await givenPersona(ctx.db, 'admin', { others: { user: premium.ids.user! } });
      const routes = testRouteTable(ctx.db).filter(isTarget);
      const round: Round = {
        db: ctx.db,
        routes,
        personas: { premium, admin },
        failures: new Map(),
      };
      const deadline = Date.now() + SECONDS * 1000;
      for (let index = 0; index < CASES && Date.now() < deadline; index += 1) {
        await fuzzRound(round, index);
      }
      expect(Object.fromEntries(round.failures)).toEqual({});
    },
    (SECONDS + 60) * 1000,
  );
});

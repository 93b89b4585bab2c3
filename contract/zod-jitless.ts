// zod compiles object parsers with `new Function`, after probing whether it may: under our CSP
// (script-src 'self', no 'unsafe-eval') the probe fails quietly but the browser reports an `eval`
// violation on every screen. Jitless, zod never calls it. Each object schema reads the setting
// when it is built, so the SPA's and the server's entries import this module before any other.
// zod keeps its settings in globalThis.__zod_globalConfig and adopts an object already there:
// setting it before zod loads keeps zod out of the SPA's initial chunk (screens load it lazily).
// The test checks that zod still reads it there.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};

import { z } from 'zod';

// zod compiles object parsers with `new Function`, after probing whether it may: under our CSP
// (script-src 'self', no 'unsafe-eval') the probe fails quietly but the browser reports an `eval`
// violation on every screen. Jitless, zod never calls it. Each object schema reads the setting
// when it is built, so the SPA's and the server's entries import this module before any other.
z.config({ jitless: true });

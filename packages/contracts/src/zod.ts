import { z } from 'zod';

// Zod probes `new Function('')` to compile faster parsers; our CSP forbids eval, so in the
// browser the probe only produces a violation report. Jitless mode skips it. Every schema
// file imports z from here, so this runs before any schema is built.
z.config({ jitless: true });

export { z };

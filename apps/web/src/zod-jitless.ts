/**
 * The server's Content-Security-Policy allows no eval. zod probes `new Function` when it builds its first
 * object schema (at import time, in the domain package), and the browser reports the probe as a policy
 * violation: jitless mode skips it. Imported first by main.tsx, before any module that builds a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });

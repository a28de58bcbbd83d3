/**
 * How V8 collects the API's garbage, set before anything else is loaded (main.ts imports this first).
 *
 * No allocation-site pretenuring. V8 allocates straight into the old generation the objects of a site whose
 * objects often outlived a young-generation collection. Under load a request's objects (its parsed headers,
 * rows, SQL, logger) outlive one often enough to be pretenured, and then die young in the old generation,
 * where only a full collection frees them; meanwhile each young object they point to is kept alive and
 * promoted too. With 50 clients on the single read, two processes: 6.3–6.9% of the bytes allocated were
 * promoted and each young collection paused 7.2–9.5 ms; without pretenuring 1.9–2.1% and 4.1–4.4 ms, with
 * no full collection in most runs (docs/performance.md, "The API's garbage: no pretenuring").
 * Flags V8 reads only when it sets up the heap (no memory reducer) go on the command line: node-flags.ts.
 */
import v8 from 'node:v8';

v8.setFlagsFromString('--no-allocation-site-pretenuring');

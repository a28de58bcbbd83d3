// Runs before the app's modules: zod then never probes `new Function` (its JIT), which the server's
// Content-Security-Policy (no eval) reports as a violation. Read by zod as its global configuration.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

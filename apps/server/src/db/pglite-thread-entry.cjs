// The embedded engine's thread starts here (pglite-thread.ts): Node 20 applies the TypeScript loader to what a
// worker thread `require`s, not to its entry or its `import()`s, so this plain entry requires the TypeScript.
const { workerData } = require('node:worker_threads');

require(workerData.module);

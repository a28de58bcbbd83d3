/**
 * Who held a request up: the API process's own work, or the machine. Loaded into every Node process of a
 * bench run (`NODE_OPTIONS="--require ./bench/tools/stall-probe.cjs" npm run bench -- …`), it acts only in the
 * API's processes (apps/server/src/main.ts, main thread). A 5 ms timer notes each gap over STALL_MS with the
 * CPU the process used in it, and each garbage collection over GC_MS, in `$STALL_PROBE_DIR/<pid>.log`
 * (/tmp/stall-probe by default), one line each: `<epoch ms> gap <ms> cpu <ms>` or `<epoch ms> gc <kind> <ms>`.
 *
 * A gap whose CPU is near its length was the process's own work (JavaScript, or a collection: see the gc
 * lines). A gap with almost no CPU was the process waiting to run while its timer was due: the machine.
 */
const { isMainThread } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { PerformanceObserver } = require('node:perf_hooks');

const STALL_MS = 8;
const GC_MS = 3;

if (isMainThread && process.argv.some((arg) => arg.endsWith(path.join('apps', 'server', 'src', 'main.ts')))) {
  // STALL_PROBE_TRACE_GC=1: V8 prints each collection and its reason on the server's output too (the bench
  // keeps that output with BENCH_SERVER_OUTPUT=<file>).
  if (process.env.STALL_PROBE_TRACE_GC === '1') require('node:v8').setFlagsFromString('--trace-gc');
  const dir = process.env.STALL_PROBE_DIR || '/tmp/stall-probe';
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}.log`);
  const lines = [];
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage();
    const gap = now - last;
    if (gap > STALL_MS) {
      const used = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
      lines.push(`${Date.now()} gap ${gap.toFixed(1)} cpu ${used.toFixed(1)}`);
    }
    last = now;
    lastCpu = cpu;
  }, 5).unref();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration > GC_MS)
        lines.push(`${Date.now()} gc ${entry.detail?.kind} ${entry.duration.toFixed(1)}`);
    }
  }).observe({ entryTypes: ['gc'] });
  setInterval(() => {
    if (lines.length > 0) fs.appendFileSync(file, `${lines.splice(0).join('\n')}\n`);
  }, 1000).unref();
}

/**
 * How long an idle process waits for the CPU: a child process that does nothing but time its own event
 * loop (`monitorEventLoopDelay`) and report the longest delay every 250 ms. On an idle machine it stays
 * under about 10 ms. When it waits much longer during a phase, the machine (its scheduler, other guests
 * of the host) delayed every process that phase, and the phase's p99 says more about the machine than
 * about the code: the paced scenarios' tail budget (p99 ≤ 2 × p95) cannot be read from such a phase.
 */
import { type ChildProcess, spawn } from 'node:child_process';

/** Above this delay of an idle process, a phase's tail is the machine's (idle: under about 10 ms). */
export const STALL_WARNING_MS = 30;

const OBSERVER = `
const { monitorEventLoopDelay } = require('node:perf_hooks');
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
setInterval(() => {
  process.stdout.write(Date.now() + ' ' + (delay.max / 1e6).toFixed(1) + '\\n');
  delay.reset();
}, 250);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
`;

type Sample = { at: number; maxMs: number };

let observer: { child: ChildProcess; samples: Sample[] } | undefined;

function start() {
  // stdin kept open: the observer exits when the bench does, however it ends.
  const child = spawn(process.execPath, ['-e', OBSERVER], { stdio: ['pipe', 'pipe', 'ignore'] });
  child.unref();
  (child.stdout as unknown as { unref?: () => void }).unref?.();
  (child.stdin as unknown as { unref?: () => void }).unref?.();
  const samples: Sample[] = [];
  let pending = '';
  child.stdout?.on('data', (chunk) => {
    pending += String(chunk);
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [at, maxMs] = line.split(' ').map(Number);
      if (Number.isFinite(at) && Number.isFinite(maxMs)) samples.push({ at: at!, maxMs: maxMs! });
    }
    // A run of the whole bench is under an hour: 14,400 samples at most; keep the last hour anyway.
    if (samples.length > 14_400) samples.splice(0, samples.length - 14_400);
  });
  return { child, samples };
}

/** Starts the observer, if it is not running yet: it needs a moment before its first report. */
export function watchForStalls(): Sample[] {
  observer ??= start();
  return observer.samples;
}

/** Starts measuring a phase; `stop()` gives the observer's longest wait meanwhile (ms; 0 if unknown). */
export function startStallMeter(): { stop(): number } {
  const samples = watchForStalls();
  const from = Date.now();
  return {
    stop() {
      const to = Date.now();
      let worst = 0;
      // A sample covers the 250 ms before its time.
      for (const s of samples) if (s.at > from && s.at - 250 < to) worst = Math.max(worst, s.maxMs);
      return worst;
    },
  };
}

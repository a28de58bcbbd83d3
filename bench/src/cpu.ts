/**
 * CPU time spent during a measured phase, per group of processes, read from /proc (Linux only; elsewhere
 * the meter reports nothing). On a small machine the load generator, the API processes and PostgreSQL
 * share the cores, so a throughput figure means little without knowing who used the CPU.
 */
import { readdirSync, readFileSync } from 'node:fs';

type ProcessTimes = { pid: number; ppid: number; command: string; userMs: number; kernelMs: number };

const TICK_MS = 10; // USER_HZ is 100 on Linux

function readProcess(pid: number): ProcessTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command is in parentheses and may hold spaces: the fields after its closing one are fixed.
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // fields[0] is the state (field 3 of stat); utime and stime are fields 14 and 15.
    return {
      pid,
      ppid: Number(fields[1]),
      command,
      userMs: Number(fields[11]) * TICK_MS,
      kernelMs: Number(fields[12]) * TICK_MS,
    };
  } catch {
    return undefined; // exited meanwhile, or no /proc
  }
}

function readAll(): Map<number, ProcessTimes> {
  let pids: number[] = [];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return new Map();
  }
  const all = new Map<number, ProcessTimes>();
  for (const pid of pids) {
    const times = readProcess(pid);
    if (times) all.set(pid, times);
  }
  return all;
}

const descendantsOf = (root: number, all: Map<number, ProcessTimes>): Set<number> => {
  const found = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of all.values()) {
      if (!found.has(p.pid) && found.has(p.ppid)) {
        found.add(p.pid);
        grew = true;
      }
    }
  }
  return found;
};

/** The pids of a process and its descendants (the API server's cluster workers). */
export const processTree = (root: number): Set<number> => descendantsOf(root, readAll());

export type CpuGroup = { name: string; processes: number; cpuMs: number; kernelMs: number };
export type CpuReport = { seconds: number; groups: CpuGroup[] };

/**
 * Starts measuring; `stop()` returns the CPU each group used since. Groups: this process (the load
 * generator), the server's process tree, PostgreSQL's processes, and everything else on the machine.
 */
export function startCpuMeter(serverPid: number | undefined) {
  const before = readAll();
  const started = performance.now();
  return {
    stop(): CpuReport {
      const after = readAll();
      const seconds = (performance.now() - started) / 1000;
      const server = serverPid === undefined ? new Set<number>() : descendantsOf(serverPid, after);
      const groups = new Map<string, CpuGroup>();
      for (const p of after.values()) {
        const earlier = before.get(p.pid);
        const kernel = p.kernelMs - (earlier?.kernelMs ?? 0);
        const used = p.userMs - (earlier?.userMs ?? 0) + kernel;
        const name =
          p.pid === process.pid
            ? 'load generator'
            : server.has(p.pid)
              ? 'API server'
              : p.command.startsWith('postgres')
                ? 'PostgreSQL'
                : 'other';
        const group = groups.get(name) ?? { name, processes: 0, cpuMs: 0, kernelMs: 0 };
        group.cpuMs += used;
        group.kernelMs += kernel;
        if (used > 0) group.processes += 1;
        groups.set(name, group);
      }
      return { seconds, groups: [...groups.values()] };
    },
  };
}

/** Several phases' CPU reports as one (their groups summed by name). */
export function combineCpu(reports: CpuReport[]): CpuReport {
  const groups = new Map<string, CpuGroup>();
  for (const report of reports) {
    for (const g of report.groups) {
      const sum = groups.get(g.name) ?? { name: g.name, processes: 0, cpuMs: 0, kernelMs: 0 };
      sum.cpuMs += g.cpuMs;
      sum.kernelMs += g.kernelMs;
      sum.processes = Math.max(sum.processes, g.processes);
      groups.set(g.name, sum);
    }
  }
  return { seconds: reports.reduce((sum, r) => sum + r.seconds, 0), groups: [...groups.values()] };
}

/** Above this many cores used by other work, the phase's figures say more about the machine than the code. */
const NOISY_CORES = 0.2;

/** One line per group: cores used on average, CPU microseconds per request and the kernel's share. */
export function formatCpu(report: CpuReport, requests: number): string {
  if (report.groups.length === 0) return '  (CPU per process not available here)';
  const order = ['API server', 'PostgreSQL', 'load generator', 'other'];
  const cores = (g: CpuGroup) => g.cpuMs / 1000 / report.seconds;
  const perRequest = (ms: number) => ((ms / Math.max(1, requests)) * 1000).toFixed(0);
  const lines = report.groups
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
    .map(
      (g) =>
        `  ${g.name.padEnd(16)} ${cores(g).toFixed(2)} cores   ` +
        `${perRequest(g.cpuMs).padStart(5)} µs CPU/request (kernel ${perRequest(g.kernelMs)})   ` +
        `${g.processes} busy process${g.processes === 1 ? '' : 'es'}`,
    );
  const other = report.groups.find((g) => g.name === 'other');
  if (other && cores(other) > NOISY_CORES) {
    lines.push(
      `  warning: other work on this machine used ${cores(other).toFixed(2)} cores during this phase`,
    );
  }
  return lines.join('\n');
}

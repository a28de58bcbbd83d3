/** Resident memory of a process tree, sampled from /proc while a request runs (Linux only). */
import { readFileSync } from 'node:fs';
import { processTree } from './cpu';

function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The largest growth of any one process of the tree over its resident size when sampling started. */
export function startRssSampler(root: number | undefined, everyMs = 10) {
  const pids = root === undefined ? [] : [...processTree(root)];
  const start = new Map(pids.map((pid) => [pid, rssKb(pid)]));
  let peakGrowthKb = 0;
  const timer = setInterval(() => {
    for (const pid of pids) peakGrowthKb = Math.max(peakGrowthKb, rssKb(pid) - (start.get(pid) ?? 0));
  }, everyMs);
  return {
    /** Peak growth in MB. */
    stop(): number {
      clearInterval(timer);
      return peakGrowthKb / 1024;
    },
  };
}

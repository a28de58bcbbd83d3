/**
 * Measures the upload's CSV reading (issue 10, item 1): the time of checkCsvFile, decoding included, for
 * realistic intake/outcome files of 1, 2, 4 and 8 MB and for the same sizes of quoted values, and the
 * longest time the event loop waited meanwhile. Linear reading doubles the time with the size; the
 * longest wait stays at one slice's work. Run it alone: `npx tsx apps/server/src/resources/file-imports/measure-csv-reading.ts`.
 */
import { performance } from 'node:perf_hooks';
import { buildExampleCsvRows, SPECIES_KEYS } from '@sac/domain';
import { checkCsvFile } from './check-csv-file';
import { decodeCsvFileInSlices } from './decode-csv-file';
import type { UploadTarget } from './load-upload-target';

const MB = 1024 * 1024;
const NOW = new Date('2025-06-15T12:00:00Z');
const TARGET: UploadTarget = { locationId: 1, organizationId: 1, checkLocation: () => null };

/** Distinct (location, species, year, month) rows until the text reaches `bytes`. */
function realisticCsv(bytes: number): string {
  const [header] = buildExampleCsvRows('intake_outcome');
  const lines = [header!.join(',')];
  let size = lines[0]!.length;
  for (let location = 1; size < bytes; location += 1) {
    for (let year = 2000; year <= 2024 && size < bytes; year += 1) {
      for (let month = 1; month <= 12 && size < bytes; month += 1) {
        const rows = buildExampleCsvRows('intake_outcome', {
          locationId: location,
          year,
          month,
          species: SPECIES_KEYS,
        }).slice(1);
        for (const row of rows) {
          const line = row.join(',');
          lines.push(line);
          size += line.length + 2;
        }
      }
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A header then rows whose every value is quoted (about the size: quotes add a quarter). */
const quotedCsv = (bytes: number) =>
  realisticCsv(bytes * 0.75)
    .split('\r\n')
    .map((line, i) => (i === 0 ? line : line.replace(/[^,]+/g, '"$&"')))
    .join('\r\n');

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Runs `work`, answering its time and CPU time, and the longest the event loop waited while it ran, in
 * wall time and in the process's CPU time (on a busy machine the wall time also counts the time the
 * process waited for a core).
 */
async function measure(work: () => Promise<unknown>) {
  let longestWait = 0;
  let longestCpu = 0;
  let last = performance.now();
  let lastCpu = cpuMs();
  let running = true;
  const tick = () => {
    const now = performance.now();
    const cpu = cpuMs();
    longestWait = Math.max(longestWait, now - last);
    longestCpu = Math.max(longestCpu, cpu - lastCpu);
    last = now;
    lastCpu = cpu;
    if (running) setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  const started = performance.now();
  const startedCpu = cpuMs();
  const outcome = await work().then(
    (file) => `${(file as { rowCount: number }).rowCount} rows`,
    (error: { statusCode?: number; errors?: { detail: string }[] }) =>
      `${error.statusCode} ${error.errors?.[0]?.detail.slice(0, 40)}…`,
  );
  const elapsed = performance.now() - started;
  const cpu = cpuMs() - startedCpu;
  running = false;
  tick();
  return { elapsed, cpu, longestWait, longestCpu, outcome };
}

const figures = (m: Awaited<ReturnType<typeof measure>>) =>
  `${Math.round(m.elapsed)} ms (CPU ${Math.round(m.cpu)} ms), longest event-loop wait ${Math.round(m.longestWait)} ms (CPU ${Math.round(m.longestCpu)} ms)`;

/** The upload's work on a file as it arrives: decoding, then the check. */
const upload = (text: string) => {
  const dataUrl = `data:text/csv;base64,${Buffer.from(text).toString('base64')}`;
  return async () => {
    const { text: decoded } = await decodeCsvFileInSlices(dataUrl);
    return checkCsvFile(decoded, 'intake_outcome', TARGET, NOW);
  };
};

for (const [name, build] of [
  ['realistic', realisticCsv],
  ['all quoted', quotedCsv],
] as const) {
  for (const mb of [1, 2, 4, 8]) {
    const text = build(mb * MB - 64 * 1024);
    await measure(upload(text)); // once to warm up
    const measured = await measure(upload(text));
    console.log(
      `${name} ${mb} MB (${measured.outcome}): ${figures(measured)}; CPU ${Math.round(measured.cpu / mb)} ms/MB`,
    );
  }
}
for (const quotes of [7 * MB - 1, 7 * MB]) {
  const measured = await measure(upload('"'.repeat(quotes)));
  console.log(`${quotes} quotes (${measured.outcome}): ${figures(measured)}`);
}

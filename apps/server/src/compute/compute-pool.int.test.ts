import { forecastWithoutUnusual, REPORT_SPECIES_GROUPS } from '@sac/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../test/support/reports';
import { ApiError } from '../http/errors';
import type { DataPeriod } from '../reports/data-csv';
import { type ReportPdfInput, renderReportPdf } from '../reports/pdf/render-report-pdf';
import { periodKey, type ReportSums } from '../reports/pdf/report-data';
import { buildReportPages } from '../reports/pdf/report-layout';
import { type ComputePool, createComputePool } from './compute-pool';
import { threadExecArgv } from './thread-exec-argv';

/** Ten years of a seasonal count with a trend and one wild month (index 70). */
const history = Array.from({ length: 120 }, (_, t) =>
  t === 70 ? 900 : Math.round(100 + t / 2 + 30 * Math.sin((2 * Math.PI * t) / 12) + ((t * 37) % 11)),
);
const options = { horizon: 12, level: 0.95, unusualLevel: 0.99 };

/** The largest report there is: 24 months by month, 72 pages, every species group with numbers. */
const months: DataPeriod[] = Array.from({ length: 24 }, (_, i) => ({
  year: 2024 + Math.floor(i / 12),
  month: (i % 12) + 1,
}));
const sums: ReportSums = new Map(
  months.map((period) => [
    periodKey(period),
    new Map(
      REPORT_SPECIES_GROUPS.map((group, g) => [
        group.key,
        { records: 1, values: { adultStrayAtLargeCount: period.month! * 10 + g, adultAdoptionCount: 7 } },
      ]),
    ),
  ]),
);
const report: ReportPdfInput = {
  action: 'intake_outcome',
  organizationName: 'Harbor Animal Rescue',
  locationName: 'All Locations',
  pages: buildReportPages('intake_outcome', months, sums),
  now: new Date('2025-06-15T12:00:00Z'),
};

/** The longest the calling thread's event loop was held while `work` ran (ms): the widest gap of a 5 ms timer. */
async function longestHold(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(tick, 5);
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    clearInterval(timer);
  }
  tick();
  return longest;
}

const pools: ComputePool[] = [];
const poolOf = (...args: Parameters<typeof createComputePool>) => {
  const pool = createComputePool(...args);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('the compute pool', () => {
  it('forecasts in its worker threads what the domain forecasts in the calling thread', async () => {
    const pool = poolOf(2);
    expect(pool.threads).toBe(0);
    const [intakes, outcomes] = await Promise.all([
      pool.forecast({ series: history, options }),
      pool.forecast({ series: history.map((v) => v / 2), options }),
    ]);
    expect(pool.threads).toBe(2);
    expect(intakes).toEqual(forecastWithoutUnusual(history, options));
    expect(outcomes).toEqual(
      forecastWithoutUnusual(
        history.map((v) => v / 2),
        options,
      ),
    );
    expect(intakes.unusual.map((month) => month.index)).toContain(70);
    await pool.close();
    expect(pool.threads).toBe(0);
  }, 30_000);

  it('lays out a report in its worker threads as the calling thread does, without holding up the calling thread', async () => {
    const pool = poolOf(1);
    await pool.reportPdf({ ...report, pages: report.pages.slice(0, 1) }); // the thread loads pdfmake
    let inThread: Buffer | undefined;
    let inline: Buffer | undefined;
    const threadHold = await longestHold(async () => {
      inThread = await pool.reportPdf(report);
    });
    const inlineHold = await longestHold(async () => {
      inline = await renderReportPdf(report);
    });
    const pages = await pdfPageTexts(inThread!);
    expect(pages).toHaveLength(72);
    expect(pages).toEqual(await pdfPageTexts(inline!));
    expect(pages[0]).toContain('Harbor Animal Rescue');
    // Laid out here, 72 pages hold the event loop for hundreds of milliseconds (about 500 on a 2-core
    // machine); in the thread, the loop only waits for the bytes to arrive.
    expect(inlineHold).toBeGreaterThan(100);
    expect(threadHold).toBeLessThan(inlineHold / 4);
  }, 60_000);

  it("hands a report's own error to its caller and keeps its threads", async () => {
    const pool = poolOf(1);
    const broken = { ...report, pages: [{ ...report.pages[0]!, columns: undefined }] } as never;
    await expect(pool.reportPdf(broken)).rejects.toThrow(Error);
    expect(pool.threads).toBe(1);
    expect(
      await pdfPageTexts(await pool.reportPdf({ ...report, pages: report.pages.slice(0, 3) })),
    ).toHaveLength(3);
  }, 60_000);

  it('refuses a report past its queue with a 503 that says what the server is busy with', async () => {
    const pool = poolOf(1, { maxQueued: 0 });
    const settled = await Promise.allSettled([pool.reportPdf(report), pool.reportPdf(report)]);
    expect(settled.map((task) => task.status)).toEqual(['fulfilled', 'rejected']);
    const refusal = (settled[1] as PromiseRejectedResult).reason as ApiError;
    expect(refusal.status).toBe(503);
    expect(refusal.errors[0]?.detail).toBe(
      'The server is busy generating other reports. Try again in a moment.',
    );
  }, 60_000);

  it("hands a task's own error to its caller and keeps its threads", async () => {
    const pool = poolOf(1);
    await expect(pool.forecast({ series: history, options: { horizon: 0 } })).rejects.toThrow(RangeError);
    expect(pool.threads).toBe(1);
    expect(await pool.forecast({ series: history, options })).toEqual(
      forecastWithoutUnusual(history, options),
    );
  }, 30_000);

  it('refuses a task past its queue with a 503 and a Retry-After, and takes tasks again once it drains', async () => {
    const pool = poolOf(1, { maxQueued: 2 });
    const tasks = Array.from({ length: 5 }, () => pool.forecast({ series: history, options }));
    const settled = await Promise.allSettled(tasks);
    expect(settled.map((task) => task.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const refusal = (settled[3] as PromiseRejectedResult).reason as ApiError;
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal.status).toBe(503);
    expect(refusal.retryAfter).toBe(1);
    expect(refusal.errors[0]?.detail).toBe(
      'The server is busy computing other forecasts. Try again in a moment.',
    );
    // The refusals did not break the threads: the next task runs in them.
    expect(await pool.forecast({ series: history, options })).toEqual(
      forecastWithoutUnusual(history, options),
    );
    expect(pool.threads).toBe(1);
  }, 30_000);

  it('with no threads, forecasts and lays out reports in the calling thread', async () => {
    const pool = poolOf(0);
    expect(
      await pdfPageTexts(await pool.reportPdf({ ...report, pages: report.pages.slice(0, 2) })),
    ).toHaveLength(2);
    expect(await pool.forecast({ series: history, options })).toEqual(
      forecastWithoutUnusual(history, options),
    );
    expect(pool.threads).toBe(0);
  });

  it('answers in the calling thread, and says so once, when its threads cannot start', async () => {
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as never;
    const pool = poolOf(1, { log, execArgv: ['--import', 'no-such-loader-package'] });
    expect(await pool.forecast({ series: history, options })).toEqual(
      forecastWithoutUnusual(history, options),
    );
    expect(await pool.forecast({ series: history, options })).toEqual(
      forecastWithoutUnusual(history, options),
    );
    expect(errors).toHaveLength(1);
    expect(pool.threads).toBe(0);
  }, 30_000);

  it("starts its threads with this process's module loaders only, never its process-wide options", () => {
    expect(
      threadExecArgv([
        '--trace-gc',
        '--require',
        '/app/node_modules/tsx/dist/preflight.cjs',
        '--cpu-prof',
        '--import',
        'file:///app/node_modules/tsx/dist/loader.mjs',
      ]),
    ).toEqual([
      '--require',
      '/app/node_modules/tsx/dist/preflight.cjs',
      '--import',
      'file:///app/node_modules/tsx/dist/loader.mjs',
    ]);
    expect(threadExecArgv(['--max-old-space-size=512', '--import=./register.mjs'])).toEqual([
      '--import=./register.mjs',
      '--import',
      'tsx',
    ]);
  });

  it("warms in the calling thread, and says so once, when Node refuses the threads' options", async () => {
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as never;
    // Before threadExecArgv, a server started with `node --trace-gc` died here, at start-up.
    const pool = poolOf(1, { log, execArgv: ['--trace-gc'] });
    await pool.warm();
    expect(errors).toHaveLength(1);
    expect(await pool.forecast({ series: history, options })).toEqual(
      forecastWithoutUnusual(history, options),
    );
    expect(pool.threads).toBe(0);
  });

  it('warms its threads before the first task; threads that fail to warm leave the work in the calling thread', async () => {
    const warm = poolOf(2);
    await warm.warm();
    expect(warm.threads).toBe(2);
    expect(await warm.forecast({ series: history, options })).toEqual(
      forecastWithoutUnusual(history, options),
    );

    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as never;
    const broken = poolOf(1, { log, execArgv: ['--import', 'no-such-loader-package'] });
    await broken.warm();
    expect(errors).toHaveLength(1);
    expect(await broken.forecast({ series: history, options })).toEqual(
      forecastWithoutUnusual(history, options),
    );
    expect(broken.threads).toBe(0);
  }, 30_000);
});

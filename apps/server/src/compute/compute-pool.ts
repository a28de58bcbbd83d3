/**
 * The CPU-bound work of a request, off the event loop: a few worker threads (piscina) per API process run
 * the Analytics & Forecast fits (forecast-task.ts) and lay out the data reports' PDFs (report-pdf-task.ts),
 * so that their milliseconds (a forecast) or hundreds of milliseconds (a report of 24 months) of CPU neither
 * hold up the process's other requests nor wait for each other: a dashboard's intake and outcome forecasts
 * run side by side.
 *
 * The threads start with the first task, or when a server warms them, and stay (starting one loads the
 * TypeScript of the forecast, about half a second; a thread loads the PDF's code with its first report).
 * `threads: 0` runs every task in the calling thread, as does a pool whose thread could not start or died.
 *
 * The tasks waiting for a thread are bounded (`maxQueued`, forecasts and reports together): past it, a task
 * is refused with a 503 and a Retry-After, rather than queued in memory behind seconds of others' work. A
 * flood of cold forecast reads or of reports then costs the flood, not the process's memory, and a later
 * reader waits no longer than the queue.
 */

import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import { QUEUED_TASKS_PER_THREAD } from '../config';
import { serviceUnavailable } from '../http/errors';
import type { ReportPdfInput } from '../reports/pdf/render-report-pdf';
import forecastTask, { type ForecastTask } from './forecast-task';
import reportPdfTask, { type ReportPdfAnswer } from './report-pdf-task';
import { threadExecArgv } from './thread-exec-argv';

export type ComputePool = {
  forecast(task: ForecastTask): Promise<ReturnType<typeof forecastTask>>;
  /** A data report's PDF; a report that cannot be rendered rejects with its error. */
  reportPdf(input: ReportPdfInput): Promise<Buffer>;
  /**
   * Starts the threads now rather than with the first task, and resolves once each has loaded (a server
   * waits for it before it listens, so that neither its first forecasts nor its first requests wait for
   * threads still loading). Never rejects: threads that cannot start leave the work in the calling thread.
   */
  warm(): Promise<void>;
  /** The worker threads running now (none before the first task, after `close`, or in the calling thread). */
  readonly threads: number;
  close(): Promise<void>;
};

/** A task that loads the forecast and fits nothing (a history too short). */
const NOTHING_TO_FIT: ForecastTask = { series: [], options: {} };

/** Seconds a refused reader is told to wait: the queue has drained by then. */
const RETRY_AFTER_SECONDS = 1;

const REPORT_PDF_TASK = new URL('./report-pdf-task.ts', import.meta.url).href;

const busy = (work: string) =>
  serviceUnavailable(`The server is busy ${work}. Try again in a moment.`, RETRY_AFTER_SECONDS);

function pdfOf(answer: ReportPdfAnswer): Buffer {
  if ('error' in answer) throw new Error(answer.error);
  // A thread's answer arrives as a copy of its bytes: a Uint8Array, viewed here as a Buffer without copying.
  return Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength);
}

export type ComputePoolOptions = {
  log?: FastifyBaseLogger;
  /** Tasks that may wait for a thread; `QUEUED_TASKS_PER_THREAD` per thread by default. */
  maxQueued?: number;
  /** Node's options for the threads; by default this process's loaders (`threadExecArgv`). */
  execArgv?: string[];
};

export function createComputePool(
  threads: number,
  {
    log,
    maxQueued = threads * QUEUED_TASKS_PER_THREAD,
    execArgv = threadExecArgv(process.execArgv),
  }: ComputePoolOptions = {},
): ComputePool {
  let pool: Piscina | undefined;
  let failed = false;
  /** Tasks handed to the threads and not yet settled: running, or waiting for a thread. */
  let pending = 0;
  /** A thread that cannot start or died: the work stays in the API thread from then on (said once). */
  const giveUp = (error: unknown) => {
    if (failed) return;
    failed = true;
    log?.error({ err: error }, 'compute threads unavailable: forecasts run in the API thread');
    const broken = pool;
    pool = undefined;
    void broken?.destroy();
  };
  const threadPool = () => {
    if (!pool) {
      pool = new Piscina({
        filename: new URL('./forecast-task.ts', import.meta.url).href,
        minThreads: threads,
        maxThreads: threads,
        idleTimeout: Number.POSITIVE_INFINITY,
        execArgv,
      });
      // Errors outside a task (a thread failing to start while warming) come here, not to a caller.
      pool.on('error', giveUp);
    }
    return pool;
  };
  /**
   * A task in the threads, or in the calling thread (`inline`) when there are none or they failed. Refused
   * past the queue's bound (`work` says what the server is busy with). `ownError`: a rejection that is the
   * task's own, for its caller; any other is the threads', which then give up.
   */
  async function inThreads<T>(
    run: (pool: Piscina) => Promise<T>,
    inline: () => T | Promise<T>,
    { work, ownError = () => false }: { work: string; ownError?: (error: unknown) => boolean },
  ): Promise<T> {
    if (threads === 0 || failed) return inline();
    if (pending >= threads + maxQueued) throw busy(work);
    pending += 1;
    try {
      return await run(threadPool());
    } catch (error) {
      if (ownError(error)) throw error;
      giveUp(error);
      return await inline();
    } finally {
      pending -= 1;
    }
  }
  return {
    forecast: (task) =>
      inThreads(
        (pool) => pool.run(task),
        () => forecastTask(task),
        // A task's own error (options out of range) is the caller's.
        { work: 'computing other forecasts', ownError: (error) => error instanceof RangeError },
      ),
    // The task answers its own errors (report-pdf-task.ts): a rejection is the threads'.
    reportPdf: async (input) =>
      pdfOf(
        await inThreads(
          (pool): Promise<ReportPdfAnswer> => pool.run(input, { filename: REPORT_PDF_TASK }),
          () => reportPdfTask(input),
          { work: 'generating other reports' },
        ),
      ),
    async warm() {
      if (threads === 0 || failed) return;
      let starting: Piscina;
      try {
        starting = threadPool();
      } catch (error) {
        // Node refused the threads' options: the constructor throws before any thread exists.
        giveUp(error);
        return;
      }
      // One trivial task per thread: the pool hands the first tasks to its starting threads in turn.
      await Promise.all(Array.from({ length: threads }, () => starting.run(NOTHING_TO_FIT).catch(giveUp)));
    },
    get threads() {
      return pool?.threads.length ?? 0;
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

/** The calling thread: for work outside HTTP, which has no app. */
export const inlineCompute: ComputePool = createComputePool(0);

/**
 * V8 flags the API processes start with: on the command line, because V8 reads them when it sets up the
 * heap, before any of our code runs (the flags that can be set later are in garbage-collection.ts).
 * `npm run serve` passes them (package.json), and main.ts adds any that are missing to the API processes it
 * forks; node-flags.test.ts checks that the script has them.
 *
 * No memory reducer. After a full collection, once the allocation rate drops (a load easing off), V8 runs a
 * further full collection that compacts the heap to give memory back: on the bench machine 10–30 ms paused
 * and 30–55 ms of incremental marking steps, in each process. API processes that share a load share its
 * ebbs, so they ran it within 50 ms of each other (105,421 and 105,445 ms after start, in a month and home run
 * of 29 November), and the paced requests of that moment waited for both: the home statuses read's p99 of
 * 12.4 against a p95 of 3.2 ms (docs/performance.md, "The memory reducer off"). A server keeps its heap
 * for the next request rather than giving it back between two; collections still come when the heap grows
 * to its limit.
 */
export const API_NODE_FLAGS = ['--no-memory-reducer'];

/** `execArgv` with the API's flags it lacks added (for the processes main.ts forks). */
export function withApiNodeFlags(execArgv: readonly string[]): string[] {
  return [...execArgv, ...API_NODE_FLAGS.filter((flag) => !execArgv.includes(flag))];
}

/** Polls `read` until `accept` holds (tests only): background work finishes on its own schedule. */
export async function waitFor<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  // Long enough for a busy machine: only a hang should fail here.
  { timeoutMs = 60_000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

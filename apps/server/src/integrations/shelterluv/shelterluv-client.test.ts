/**
 * The ShelterLuv client against a local fake of the vendor's API (test/support/vendor-fakes): paging, the key,
 * waiting out a 429, retrying a 500, and failures said plainly.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeEvent, startShelterluvFake } from '../../../test/support/vendor-fakes/shelterluv-fake';
import { VendorError } from '../vendor-http';
import { createShelterluvClient } from './shelterluv-client';

const KEY = 'test-key-0123456789';
const MONTH_START = Date.UTC(2026, 9, 1) / 1000;

/** `count` intake events a minute apart from the start of October 2026, with their animal ids. */
function intakeEvents(count: number): FakeEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    Type: i % 2 === 0 ? 'Intake.Stray' : 'Intake.OwnerSurrender',
    Time: String(MONTH_START + 60 * i),
    AssociatedRecords: [{ Type: 'Animal', Id: `A${i}` }],
  }));
}

async function collect<T>(pages: AsyncGenerator<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const page of pages) all.push(page);
  return all;
}

describe('ShelterLuv client', () => {
  let fake: Awaited<ReturnType<typeof startShelterluvFake>> | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  const client = (apiKey = KEY, options = {}) =>
    createShelterluvClient({
      apiKey,
      baseUrl: fake!.baseUrl,
      requestsPerSecond: 1000,
      minBackoffMs: 10,
      ...options,
    });

  it('reads every page of a month of 1,050 events, 100 at a time, with the key', async () => {
    fake = await startShelterluvFake({
      apiKey: KEY,
      events: [
        ...intakeEvents(1050),
        ...intakeEvents(1).map((e) => ({ ...e, Time: String(MONTH_START - 60) })),
      ],
    });
    const pages = await collect(client().events({ since: new Date(MONTH_START * 1000) }));
    expect(pages.map((page) => page.length)).toEqual([...Array(10).fill(100), 50]);
    const events = pages.flat();
    expect(new Set(events.map((e) => e.AssociatedRecords[0]!.Id)).size).toBe(1050);
    expect(events[1]).toEqual({
      Type: 'Intake.OwnerSurrender',
      Time: MONTH_START + 60,
      AssociatedRecords: [{ Type: 'Animal', Id: 'A1' }],
    });
    expect(fake.requests.map((r) => r.query.offset)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i * 100)),
    );
    expect(fake.requests.every((r) => r.query.limit === '100' && r.query.since === String(MONTH_START))).toBe(
      true,
    );
  });

  it('waits out a 429 for its Retry-After, and retries a 500, then goes on', async () => {
    fake = await startShelterluvFake({ apiKey: KEY, events: intakeEvents(150) });
    fake.failNext({ status: 429, headers: { 'retry-after': '1' } }, { status: 500 });
    const started = Date.now();
    const events = (await collect(client().events({ since: new Date(MONTH_START * 1000) }))).flat();
    expect(events).toHaveLength(150);
    const [limited, failed, first] = fake.requests;
    expect(failed!.at - limited!.at).toBeGreaterThanOrEqual(1000);
    expect(first!.query.offset).toBe('0');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('says plainly that the key was refused, without retrying and without the key', async () => {
    fake = await startShelterluvFake({ apiKey: KEY });
    const error = await client('wrong-key')
      .testConnection()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VendorError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect((error as Error).message).toBe('ShelterLuv refused the credentials (HTTP 401).');
    expect((error as Error).message).not.toContain('wrong-key');
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up on a vendor that keeps failing, saying so, after its retries', async () => {
    fake = await startShelterluvFake({ apiKey: KEY });
    fake.failNext(...Array(4).fill({ status: 503 }));
    const error = await client(KEY, { retries: 2 })
      .testConnection()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', message: 'ShelterLuv failed to answer (HTTP 503).' });
    expect(fake.requests).toHaveLength(3);
  });

  it('refuses a Retry-After longer than it will wait, and an answer it cannot read', async () => {
    fake = await startShelterluvFake({ apiKey: KEY });
    fake.failNext({ status: 429, headers: { 'retry-after': '3600' } });
    await expect(client().testConnection()).rejects.toMatchObject({
      message: 'ShelterLuv asked to wait 3600 s before the next request.',
    });
    fake.failNext({ status: 200, body: '<html>maintenance</html>' });
    await expect(client().testConnection()).rejects.toMatchObject({
      kind: 'bad-response',
      message: 'ShelterLuv answered with something other than JSON.',
    });
  });

  it('reads one animal, and names a missing one', async () => {
    fake = await startShelterluvFake({
      apiKey: KEY,
      animals: [{ ID: 'A7', Type: 'Cat', Status: 'Healthy In Custody' }],
    });
    expect(await client().animal('A7')).toMatchObject({ ID: 'A7', Type: 'Cat' });
    await expect(client().animal('A8')).rejects.toMatchObject({ kind: 'not-found' });
  });
});

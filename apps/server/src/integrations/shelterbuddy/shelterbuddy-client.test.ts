/**
 * The ShelterBuddy client against a local fake of the vendor's API (test/support/vendor-fakes): signing in
 * for a token, signing in again when it expires, paging status changes by a date range, and failures.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeStatusChange,
  startShelterbuddyFake,
} from '../../../test/support/vendor-fakes/shelterbuddy-fake';
import { createShelterbuddyClient } from './shelterbuddy-client';

const USER = { username: 'api.user', password: 'correct horse battery' };

/** `count` status changes an hour apart from the start of October 2026, then one in November. */
function changes(count: number): FakeStatusChange[] {
  const start = Date.UTC(2026, 9, 1);
  return [
    ...Array.from({ length: count }, (_, i) => ({
      AnimalId: String(1000 + i),
      Status: i % 3 === 0 ? 'Adopted' : 'Stray',
      StatusCategory: i % 3 === 0 ? 'Outcome' : 'Intake',
      DateUtc: new Date(start + i * 3_600_000).toISOString(),
    })),
    { AnimalId: '9', Status: 'Stray', StatusCategory: 'Intake', DateUtc: '2026-11-02T00:00:00.000Z' },
  ];
}

const OCTOBER = { from: new Date(Date.UTC(2026, 9, 1)), to: new Date(Date.UTC(2026, 10, 1)) };

describe('ShelterBuddy client', () => {
  let fake: Awaited<ReturnType<typeof startShelterbuddyFake>> | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  const client = (password = USER.password) =>
    createShelterbuddyClient({
      username: USER.username,
      password,
      baseUrl: fake!.baseUrl,
      requestsPerSecond: 1000,
      minBackoffMs: 10,
    });

  it('signs in once and reads every page of a month of status changes by its date range', async () => {
    fake = await startShelterbuddyFake({ ...USER, statusChanges: changes(250) });
    const pages: number[] = [];
    const ids = new Set<string>();
    for await (const page of client().statusChanges(OCTOBER)) {
      pages.push(page.length);
      for (const change of page) ids.add(change.AnimalId);
    }
    expect(pages).toEqual([100, 100, 50]);
    expect(ids.size).toBe(250);
    expect(ids.has('9')).toBe(false); // November
    const [signIn, ...lists] = fake.requests;
    expect(signIn).toMatchObject({ method: 'GET', path: 'authenticate' });
    expect(lists.map((r) => [r.method, r.path, r.query.page, r.query.pageSize])).toEqual([
      ['POST', 'animal/statushistory/list', '1', '100'],
      ['POST', 'animal/statushistory/list', '2', '100'],
      ['POST', 'animal/statushistory/list', '3', '100'],
    ]);
    expect(lists[0]!.body).toEqual({
      DateRange: { From: '2026-10-01T00:00:00.000Z', To: '2026-11-01T00:00:00.000Z' },
    });
  });

  it('signs in again when its token expires, and goes on', async () => {
    fake = await startShelterbuddyFake({ ...USER, statusChanges: changes(150) });
    const sb = client();
    const pages = sb.statusChanges(OCTOBER);
    expect((await pages.next()).value).toHaveLength(100);
    fake.expireTokens();
    expect((await pages.next()).value).toHaveLength(50);
    expect(fake.requests.filter((r) => r.path === 'authenticate')).toHaveLength(2);
  });

  it('waits out a 429 and a 500 on a list', async () => {
    fake = await startShelterbuddyFake({
      ...USER,
      locations: [{ Id: '1', Name: 'Main Shelter', UtcOffset: -7 }],
    });
    const sb = client();
    await sb.testConnection();
    fake.failNext({ status: 429, headers: { 'retry-after': '0' } }, { status: 500 });
    expect(await sb.locations()).toEqual([{ Id: '1', Name: 'Main Shelter', UtcOffset: -7 }]);
  });

  it('says plainly that the username or password was refused, without either', async () => {
    fake = await startShelterbuddyFake(USER);
    const error = await client('wrong')
      .testConnection()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'unauthorized',
      message: 'ShelterBuddy refused the credentials (HTTP 401).',
    });
    expect((error as Error).message).not.toContain(USER.username);
    expect(fake.requests).toHaveLength(1);
  });
});

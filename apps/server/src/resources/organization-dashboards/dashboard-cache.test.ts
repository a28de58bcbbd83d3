/** The dashboards' answer cache: kept per version, computed afresh on request, one computation at a time. */
import { describe, expect, it } from 'vitest';
import type { ResourceContext } from '../../http/jsonapi/index';
import { cachedDashboardRead, cachedDocument } from './dashboard-cache';

function contextWith(database: object, cacheControl?: string): ResourceContext {
  const headers = cacheControl === undefined ? {} : { 'cache-control': cacheControl };
  return { db: database, request: { headers } } as unknown as ResourceContext;
}

function counter() {
  const counted = { reads: 0 };
  const read = async () => {
    counted.reads += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { answer: counted.reads };
  };
  return { counted, read };
}

describe('cachedDashboardRead', () => {
  it('answers from the cache at the same version and reads again at a new one', async () => {
    const database = {};
    const { counted, read } = counter();
    expect(await cachedDashboardRead(contextWith(database), 'k', 1, read)).toEqual({ answer: 1 });
    expect(await cachedDashboardRead(contextWith(database), 'k', 1, read)).toEqual({ answer: 1 });
    expect(await cachedDashboardRead(contextWith(database), 'k', 2, read)).toEqual({ answer: 2 });
    expect(counted.reads).toBe(2);
  });

  it('computes afresh for Cache-Control: no-cache, and keeps that answer', async () => {
    const database = {};
    const { counted, read } = counter();
    await cachedDashboardRead(contextWith(database), 'k', 1, read);
    const fresh = await cachedDashboardRead(contextWith(database, 'max-age=0, no-cache'), 'k', 1, read);
    expect(fresh).toEqual({ answer: 2 });
    expect(await cachedDashboardRead(contextWith(database), 'k', 1, read)).toEqual({ answer: 2 });
    // Another directive that merely contains the words is not no-cache.
    await cachedDashboardRead(contextWith(database, 'no-cache-please'), 'k', 1, read);
    expect(counted.reads).toBe(2);
  });

  it('lets requests that arrive while an answer is computed wait for it instead of computing it again', async () => {
    const database = {};
    const { counted, read } = counter();
    const answers = await Promise.all([
      cachedDashboardRead(contextWith(database), 'k', 1, read),
      cachedDashboardRead(contextWith(database), 'k', 1, read),
      cachedDashboardRead(contextWith(database, 'no-cache'), 'k', 1, read),
    ]);
    expect(answers).toEqual([{ answer: 1 }, { answer: 1 }, { answer: 1 }]);
    expect(counted.reads).toBe(1);
  });

  it('keeps no failed read: the next request reads again', async () => {
    const database = {};
    const failing = async () => {
      throw new Error('database gone');
    };
    await expect(cachedDashboardRead(contextWith(database), 'k', 1, failing)).rejects.toThrow(
      'database gone',
    );
    const { counted, read } = counter();
    expect(await cachedDashboardRead(contextWith(database), 'k', 1, read)).toEqual({ answer: 1 });
    expect(counted.reads).toBe(1);
  });
});

describe('cachedDocument', () => {
  it('serializes an answer’s document once, and again when the part added per request changes', () => {
    const answer = { months: [1, 2] };
    let presented = 0;
    const present = (organizations: string) => () => {
      presented += 1;
      return { data: { attributes: { ...answer, organizations } } };
    };
    const first = cachedDocument(answer, present('North'), 'North');
    expect(JSON.parse(first)).toEqual({
      data: { attributes: { months: [1, 2], organizations: 'North' } },
    });
    expect(cachedDocument(answer, present('North'), 'North')).toBe(first);
    expect(presented).toBe(1);
    const renamed = cachedDocument(answer, present('North Shore'), 'North Shore');
    expect(JSON.parse(renamed).data.attributes.organizations).toBe('North Shore');
    expect(presented).toBe(2);
    // Another answer (a new version of the records) has a document of its own.
    expect(JSON.parse(cachedDocument({ months: [3] }, () => ({ months: [3] })))).toEqual({
      months: [3],
    });
  });
});

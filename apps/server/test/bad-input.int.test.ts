/** Hostile and malformed input against the real resources: always a 4xx JSON:API error, nothing stored. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './support/app';
import { createOrganizationWithMembers } from './support/factories';
import { jsonApi, type Session, signIn } from './support/http';

describe('bad input', () => {
  let t: TestApp;
  let session: Session;
  let managerId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT_BYTES: '20000' } });
    const { manager } = await createOrganizationWithMembers(t.database.db);
    managerId = manager.id;
    session = await signIn(t.app, manager.email);
  });
  afterAll(() => t.close());

  const patchUser = (payload: unknown) =>
    session.request({
      method: 'PATCH',
      url: `/api/v1/users/${managerId}`,
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('answers an oversized body with 413', async () => {
    const response = await patchUser(jsonApi('users', { title: 'x'.repeat(30_000) }, managerId));
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].detail).toBe('The request body is too large.');
  });

  it('answers malformed JSON with 400 and a wrong type with 4xx', async () => {
    expect((await patchUser('{"data":')).statusCode).toBe(400);
    const wrongType = await patchUser(jsonApi('organizations', { title: 'Boss' }, managerId));
    expect([400, 409, 422]).toContain(wrongType.statusCode);
    expect(wrongType.json().errors[0].detail).toMatch(/type/i);
  });

  it('rejects an unknown or read-only attribute, naming it, and stores nothing', async () => {
    const unknown = await patchUser(jsonApi('users', { title: 'Boss', password_hash: 'x' }, managerId));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].detail).toContain('password_hash');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, managerId));
    expect(row!.title).not.toBe('Boss');
  });

  it('answers wrong value types and out-of-range numbers with 4xx naming the attribute', async () => {
    for (const attributes of [
      { location_id: 'abc' },
      { location_id: 1e20 },
      { location_id: -5 },
      { full_name: 42 },
    ]) {
      const response = await patchUser(jsonApi('users', attributes, managerId));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('treats SQL-looking filter values as plain text', async () => {
    const response = await session.request({
      method: 'GET',
      url: `/api/v1/users?filter[search]=${encodeURIComponent("' or 1=1; drop table users; --")}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
    expect((await t.database.query('select count(*)::int as n from users')).rows[0]!.n).toBeGreaterThan(0);
  });

  it('answers unknown filters, includes and sorts with 400 naming them', async () => {
    const cases = [
      ['filter[password_hash][eq]=x', 'password_hash'],
      ['include=secrets', 'secrets'],
      ['sort=-nope', 'nope'],
      ['page[size]=5000', 'page'],
    ] as const;
    for (const [query, name] of cases) {
      const response = await session.request({ method: 'GET', url: `/api/v1/users?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].detail).toContain(name);
    }
  });

  it('answers ids that are not numbers, or out of range, with 404', async () => {
    for (const id of ['abc', '99999999999999999999', '-1', '1.5']) {
      expect((await session.request({ method: 'GET', url: `/api/v1/organizations/${id}` })).statusCode).toBe(
        404,
      );
    }
  });
});

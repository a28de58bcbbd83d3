import { VALIDATION_MESSAGES as M, REPORT_MAX_PERIODS } from '@sac/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addOrganizationMember,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { reportRequest } from '../../../test/support/reports';

type ErrorObject = { detail: string; source?: { pointer?: string } };

describe('report export requests that are refused', () => {
  let t: TestApp;
  let manager: Session;
  let organizationId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const w = await createOrganizationWithMembers(t.database.db);
    organizationId = w.organization.id;
    manager = await signIn(t.app, w.manager.email);
  });
  beforeEach(() => t.clock.set('2025-06-15T12:00:00Z'));
  afterAll(() => t.close());

  const post = (attributes: Record<string, unknown>, session = manager) =>
    session.request(
      reportRequest({
        organization_id: organizationId,
        location_id: null,
        action: 'data-entry',
        date_format: 'month',
        dates: ['01/05/2025'],
        ...attributes,
      }),
    );

  async function errorsOf(attributes: Record<string, unknown>) {
    const response = await post(attributes);
    expect(response.statusCode).toBe(422);
    return (response.json().errors as ErrorObject[]).map((e) => [e.source?.pointer, e.detail]);
  }

  it('names the missing format and dates with the export form texts', async () => {
    expect(await errorsOf({ date_format: undefined })).toEqual([
      ['/data/attributes/date_format', M.exportDateFormatRequired],
    ]);
    expect(await errorsOf({ dates: undefined })).toEqual([['/data/attributes/dates', M.exportDateRequired]]);
    expect(await errorsOf({ dates: [] })).toEqual([['/data/attributes/dates', M.exportDatesTooShort]]);
  });

  it('refuses a month after the current one and a year after this one, at the date that is wrong', async () => {
    expect(await errorsOf({ dates: ['01/06/2025', '01/07/2025'] })).toEqual([
      ['/data/attributes/dates/1', M.dateInFuture],
    ]);
    expect(await errorsOf({ date_format: 'year', dates: ['01/01/2026'] })).toEqual([
      ['/data/attributes/dates/0', M.dateInFuture],
    ]);
    // The same month is accepted once the clock reaches it.
    t.clock.set('2025-07-01T12:00:00Z');
    // A user of its own: signing in a month later clears the expired tokens of the user who signs in.
    const colleague = await createUser(t.database.db);
    await addOrganizationMember(t.database.db, colleague.id, organizationId);
    const later = await signIn(t.app, colleague.email);
    expect((await post({ dates: ['01/07/2025'] }, later)).statusCode).toBe(201);
  });

  it('refuses a date that is not a dd/MM/yyyy calendar date', async () => {
    for (const bad of ['31/02/2025', '2025-05-01', '5/1/2025', 20250501]) {
      expect(await errorsOf({ dates: ['01/05/2025', bad] })).toEqual([
        ['/data/attributes/dates/1', M.dateInvalid],
      ]);
    }
  });

  it(`refuses more than ${REPORT_MAX_PERIODS} months in one report; the same month twice counts once`, async () => {
    const months = (count: number) =>
      Array.from(
        { length: count },
        (_, i) => `01/${String((i % 12) + 1).padStart(2, '0')}/${2023 - Math.floor(i / 12)}`,
      );
    expect(await errorsOf({ dates: months(REPORT_MAX_PERIODS + 1) })).toEqual([
      ['/data/attributes/dates', `Select at most ${REPORT_MAX_PERIODS} months or years`],
    ]);
    const created = await post({ dates: [...months(REPORT_MAX_PERIODS), '15/01/2023'] });
    expect(created.statusCode).toBe(201);
  });

  it('refuses an unknown action and an id that is not one', async () => {
    const [[pointer]] = (await errorsOf({ action: 'everything' })) as [[string]];
    expect(pointer).toBe('/data/attributes/action');
    expect(await errorsOf({ organization_id: 'abc', location_id: 0 })).toEqual([
      ['/data/attributes/organization_id', M.idInvalid],
      ['/data/attributes/location_id', M.idInvalid],
    ]);
    expect(await errorsOf({ organization_id: 99_999_999_999 })).toEqual([
      ['/data/attributes/organization_id', M.idInvalid],
    ]);
  });

  it('answers a body that is not a report_exports document as the rest of the API does', async () => {
    const send = (payload: unknown) =>
      manager.request({ method: 'POST', url: '/api/v1/report_exports', payload: payload as string });
    expect((await send({ organization_id: organizationId })).statusCode).toBe(400);
    expect((await send({ data: { type: 'report_exports', attributes: [] } })).statusCode).toBe(400);
    expect((await send({ data: { type: 'data_exports', attributes: {} } })).statusCode).toBe(409);
    const unknown = await send({ data: { type: 'report_exports', attributes: { format: 'pdf' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].source).toEqual({ pointer: '/data/attributes/format' });
    const broken = await manager.request({
      method: 'POST',
      url: '/api/v1/report_exports',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"data": ',
    });
    expect(broken.statusCode).toBe(400);
  });
});

/**
 * The Analytics & Forecast dashboard (issue 15): GET /api/v1/dashboard_trends against records inserted here.
 * Canine intakes follow a known seasonal series (100 + 2t + 20·sin(2πt/12), rounded) for four years, with one
 * wild month: the sums by month, the 12-month forecast continuing the series, the wild month reported, and
 * the forecast refused for a species with too short a history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addOrganizationMember,
  createLocation,
  createOrganization,
  insertMonth,
} from '../../../test/support/factories';
import type { Session } from '../../../test/support/http';
import { signInNewUser } from '../../../test/support/sessions';
import { organizationDataEntryStatuses } from '../../db/schema/index';
import type { DashboardTrends } from './dashboard-trends';

type Doc = { data: { attributes: DashboardTrends }; errors?: Array<{ source?: { parameter?: string } }> };

/** The known series, month t = 0 being January 2021. */
const seasonal = (t: number) => Math.round(100 + 2 * t + 20 * Math.sin((2 * Math.PI * t) / 12));
const WILD_MONTH = 30; // July 2023
const WILD_VALUE = 900;

describe('dashboard trends', () => {
  let t: TestApp;
  let manager: Session;
  let outsider: Session;
  let organizationId: number;

  beforeAll(async () => {
    t = await createTestApp(); // the clock reads 2025-06-15
    const db = t.database.db;
    const organization = await createOrganization(db, { name: 'Trend Shelter' });
    organizationId = organization.id;
    const location = await createLocation(db, organizationId, { primary: true });
    for (let month = 0; month < 48; month += 1) {
      const year = 2021 + Math.floor(month / 12);
      const stray = month === WILD_MONTH ? WILD_VALUE : seasonal(month);
      await insertMonth(db, {
        locationId: location.id,
        organizationId,
        species: 'canine',
        year,
        month: (month % 12) + 1,
        intakes: { adultStrayAtLargeCount: stray },
        outcomes: { adultAdoptionCount: 50, adultShelterEuthanasiaCount: 5 },
      });
    }
    // The four years' entries are complete; January 2025 is still being entered (a tenth of its intakes).
    await db.insert(organizationDataEntryStatuses).values(
      Array.from({ length: 48 }, (_, month) => ({
        organizationId,
        action: 'intake_outcome',
        year: 2021 + Math.floor(month / 12),
        month: (month % 12) + 1,
        status: 'complete',
      })),
    );
    await insertMonth(db, {
      locationId: location.id,
      organizationId,
      species: 'canine',
      year: 2025,
      month: 1,
      intakes: { adultStrayAtLargeCount: 20 },
    });
    await db.insert(organizationDataEntryStatuses).values({
      organizationId,
      action: 'intake_outcome',
      year: 2025,
      month: 1,
      status: 'incomplete',
    });
    // Felines for six months only: no forecast of them.
    for (let month = 42; month < 48; month += 1) {
      await insertMonth(db, {
        locationId: location.id,
        organizationId,
        species: 'feline',
        year: 2024,
        month: (month % 12) + 1,
        intakes: { youthStrayAtLargeCount: 7 },
      });
    }
    const other = await createOrganization(db, { name: 'Elsewhere' });
    manager = await signInNewUser(t, (id) => addOrganizationMember(db, id, organizationId));
    outsider = await signInNewUser(t, (id) => addOrganizationMember(db, id, other.id));
  }, 120_000);
  afterAll(() => t.close());

  const url = (params: Record<string, string | number> = {}) =>
    `/api/v1/dashboard_trends?${Object.entries({
      organization_id: organizationId,
      from: '2021-01',
      to: '2024-12',
      ...params,
    })
      .map(([name, value]) => `filter[${name}][eq]=${value}`)
      .join('&')}`;
  async function read(params?: Record<string, string | number>) {
    const response = await manager.request({ method: 'GET', url: url(params) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Doc).data.attributes;
  }

  it('sums intakes, outcomes and live outcomes by month and species', async () => {
    const trends = await read();
    expect(trends.months_reported).toBe(48);
    expect(trends.months.find((m) => m.month === '2021-03' && m.species === 'canine')).toEqual({
      month: '2021-03',
      species: 'canine',
      intakes: seasonal(2),
      outcomes: 55,
      live_outcomes: 50,
    });
    expect(trends.months.find((m) => m.month === '2024-12' && m.species === 'feline')).toMatchObject({
      intakes: 7,
      outcomes: 0,
    });
  });

  it('forecasts the next twelve months of the seasonal series, and reports the wild month', async () => {
    const trends = await read({ species: 'canine' });
    const intakes = trends.forecasts.find((f) => f.species === 'canine' && f.measure === 'intakes')!;
    expect(intakes.unavailable).toBeNull();
    expect(intakes.points.map((p) => p.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
    );
    intakes.points.forEach((point, i) => {
      const truth = 100 + 2 * (48 + i) + 20 * Math.sin((2 * Math.PI * (48 + i)) / 12);
      expect(Math.abs(point.mean - truth), `month ${i + 1}`).toBeLessThan(0.05 * truth);
      expect(point.lower).toBeLessThanOrEqual(point.mean);
      expect(point.upper).toBeGreaterThanOrEqual(point.mean);
    });
    expect(intakes.unusual.map((m) => m.month)).toEqual(['2023-07']);
    expect(intakes.unusual[0]).toMatchObject({ value: WILD_VALUE });
    expect(intakes.unusual[0]!.upper).toBeLessThan(WILD_VALUE);
  });

  it('learns from complete months only: a month still being entered is shown but not forecast from', async () => {
    const trends = await read({ species: 'canine', to: '2025-01' });
    expect(trends.months_reported).toBe(49);
    expect(trends.complete_months).toBe(48);
    expect(trends.months.find((m) => m.month === '2025-01')).toMatchObject({ intakes: 20 });
    const intakes = trends.forecasts.find((f) => f.measure === 'intakes')!;
    expect(intakes.unusual.map((m) => m.month)).toEqual(['2023-07']); // not the half-entered January
    expect(intakes.points[0]!.month).toBe('2025-02');
    const truth = 100 + 2 * 49 + 20 * Math.sin((2 * Math.PI * 49) / 12);
    expect(Math.abs(intakes.points[0]!.mean - truth)).toBeLessThan(0.05 * truth);
  });

  it('forecasts the species shown: all together, or the one chosen; and says why a short history has none', async () => {
    const trends = await read();
    expect(trends.forecasts.map((f) => `${f.species}:${f.measure}`)).toEqual(['all:intakes', 'all:outcomes']);
    // Months the organization reported without a feline count none: 42 zeros, then 7 a month.
    const felineTrends = await read({ species: 'feline' });
    expect(felineTrends.forecasts.map((f) => `${f.species}:${f.measure}`)).toEqual([
      'feline:intakes',
      'feline:outcomes',
    ]);
    const felines = felineTrends.forecasts.find((f) => f.measure === 'intakes')!;
    expect(felines.unavailable).toBeNull();
    const short = await read({ from: '2023-07', to: '2024-12' });
    for (const forecast of short.forecasts) {
      expect(forecast.unavailable).toBe(
        'A forecast needs at least 24 months whose entry is complete; this period has 18.',
      );
      expect(forecast.points).toEqual([]);
    }
  });

  it('answers a 404 outside the organization and a 400 naming a bad filter', async () => {
    expect((await outsider.request({ method: 'GET', url: url() })).statusCode).toBe(404);
    const bad = await manager.request({ method: 'GET', url: url({ to: '2025-07' }) });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Doc).errors?.[0]?.source?.parameter).toBe('filter[to][eq]');
  });

  it('answers a 503 with Retry-After when the forecasts waiting for a thread are at their bound', async () => {
    // One thread and no queue: a read's two forecasts (intakes, outcomes) find the second refused.
    const busy = await createTestApp({
      database: t.database,
      env: { COMPUTE_THREADS: '1', COMPUTE_QUEUE: '0' },
    });
    try {
      const reader = await signInNewUser(busy, (id) =>
        addOrganizationMember(t.database.db, id, organizationId),
      );
      const refused = await reader.request({
        method: 'GET',
        url: url(),
        headers: { 'cache-control': 'no-cache' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({
        errors: [
          {
            status: '503',
            code: 'service_unavailable',
            title: 'Service Unavailable',
            detail: 'The server is busy computing other forecasts. Try again in a moment.',
          },
        ],
      });
      // The refusal is not kept as the answer: a server with room answers the same read.
      expect((await read()).forecasts.map((f) => f.unavailable)).toEqual([null, null]);
    } finally {
      await busy.close();
    }
  }, 60_000);
});

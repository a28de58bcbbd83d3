/**
 * Issue 4, home dashboard: the reads of an organization user's home page, each its own scenario, for the
 * year of the bench month at the user's working location — a year of statuses for each action (the IOD
 * and CSD tiles), the yearly graph (the location with its intakes of the year) and the YTD totals.
 */
import type pg from 'pg';
import type { BenchUser } from './bench-users';
import { run, SCOPED_LOCATION, YEAR_INTAKES, YEAR_STATUSES, YTD_TOTALS } from './direct-sql';
import { sessionLookup } from './month-matrix';
import type { Scenario } from './report';

const BUDGET = { maxP95: 50 };

export function dashboardScenarios(users: BenchUser[], db: pg.Pool): Scenario[] {
  const statuses = (action: 'intake_outcome' | 'services'): Scenario => ({
    name: `home: year of statuses (${action})`,
    note: `GET /api/v1/data_entry_status?filter[location_id][eq]&filter[year][eq]&filter[action][eq]=${action}`,
    budget: BUDGET,
    api: async (n) => {
      const u = users[n]!;
      const reply = await u.session.get(
        `/api/v1/data_entry_status?filter[location_id][eq]=${u.locationId}&filter[year][eq]=${u.year}&filter[action][eq]=${action}`,
      );
      return reply.status === 200;
    },
    direct: async (n) => {
      const u = users[n]!;
      await sessionLookup(db, u);
      return ((await run(db, YEAR_STATUSES, [action, u.year, u.locationId])).rowCount ?? 0) > 0;
    },
  });
  const graph: Scenario = {
    name: 'home: yearly graph (location + intakes)',
    note: 'GET /api/v1/locations/{id}?include=animal_intakes&filter[animal_intakes.year_of_record][eq]={year}',
    budget: BUDGET,
    api: async (n) => {
      const u = users[n]!;
      const reply = await u.session.get(
        `/api/v1/locations/${u.locationId}?include=animal_intakes&filter[animal_intakes.year_of_record][eq]=${u.year}`,
      );
      return reply.status === 200;
    },
    direct: async (n) => {
      const u = users[n]!;
      await sessionLookup(db, u);
      await run(db, SCOPED_LOCATION, [u.locationId, u.organizationId]);
      return ((await run(db, YEAR_INTAKES, [u.locationId, u.organizationId, u.year])).rowCount ?? 0) > 0;
    },
  };
  const ytd: Scenario = {
    name: 'home: YTD totals (location + totals)',
    note: 'GET /api/v1/locations/{id}?include=ytd_species_totals&filter[ytd_species_totals.year][eq]&…[action][eq]=intake_outcome',
    budget: BUDGET,
    api: async (n) => {
      const u = users[n]!;
      const reply = await u.session.get(
        `/api/v1/locations/${u.locationId}?include=ytd_species_totals&filter[ytd_species_totals.year][eq]=${u.year}&filter[ytd_species_totals.action][eq]=intake_outcome`,
      );
      return reply.status === 200;
    },
    direct: async (n) => {
      const u = users[n]!;
      await sessionLookup(db, u);
      await run(db, SCOPED_LOCATION, [u.locationId, u.organizationId]);
      const totals = await run(db, YTD_TOTALS, [u.locationId, u.organizationId, u.year, 'intake_outcome']);
      return (totals.rowCount ?? 0) > 0;
    },
  };
  return [statuses('intake_outcome'), statuses('services'), graph, ytd];
}

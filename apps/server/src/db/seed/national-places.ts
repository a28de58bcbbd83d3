/**
 * Where the national dataset's organizations are: a state drawn in proportion to its population, then
 * one of its counties at random (from us_counties), so big states get big coalitions as in real life.
 */
import { US_STATES, type UsStateCode } from '@sac/domain';
import { literal, type Statement } from './sql-text';

/** Resident population in millions (2020 census, rounded). */
const POPULATION: Record<UsStateCode, number> = {
  AK: 0.73,
  AL: 5.0,
  AR: 3.0,
  AS: 0.05,
  AZ: 7.2,
  CA: 39.5,
  CO: 5.8,
  CT: 3.6,
  DC: 0.69,
  DE: 1.0,
  FL: 21.5,
  GA: 10.7,
  GU: 0.17,
  HI: 1.5,
  IA: 3.2,
  ID: 1.8,
  IL: 12.8,
  IN: 6.8,
  KS: 2.9,
  KY: 4.5,
  LA: 4.7,
  MA: 7.0,
  MD: 6.2,
  ME: 1.4,
  MI: 10.1,
  MN: 5.7,
  MO: 6.2,
  MP: 0.05,
  MS: 3.0,
  MT: 1.1,
  NC: 10.4,
  ND: 0.78,
  NE: 2.0,
  NH: 1.4,
  NJ: 9.3,
  NM: 2.1,
  NV: 3.1,
  NY: 20.2,
  OH: 11.8,
  OK: 4.0,
  OR: 4.2,
  PA: 13.0,
  PR: 3.2,
  RI: 1.1,
  SC: 5.1,
  SD: 0.89,
  TN: 6.9,
  TX: 29.1,
  UT: 3.3,
  VA: 8.6,
  VI: 0.1,
  VT: 0.64,
  WA: 7.7,
  WI: 5.9,
  WV: 1.8,
  WY: 0.58,
};

/**
 * Temporary tables of the transaction: `seed_states` (code, name, cumulative weight range [lo, hi) over
 * the states that have counties) and `seed_state_counties` (each state's county ids and names as arrays).
 */
export function placeTablesSql(): Statement[] {
  const rows = US_STATES.map((s) => `(${literal(s.code)}, ${literal(s.name)}, ${POPULATION[s.code]})`);
  return [
    {
      sql: `create temp table seed_states on commit drop as
     select code, name, (sum(w) over (order by code) - w) / sum(w) over () as lo, sum(w) over (order by code) / sum(w) over () as hi
     from (values ${rows.join(', ')}) as s(code, name, w)
     where code in (select us_state from us_counties)`,
    },
    {
      sql: `create temp table seed_state_counties on commit drop as
     select us_state as code, array_agg(id order by id) as ids, array_agg(name order by id) as names, count(*)::int as n
     from us_counties group by us_state`,
    },
  ];
}

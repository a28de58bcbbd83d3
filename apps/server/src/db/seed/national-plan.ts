/**
 * The national dataset's plan, drawn once so the four record tables agree with each other:
 * seed_location_months says whether a location's month is complete, incomplete, blank or not entered
 * (per action); seed_months holds, per location, month and species, the month's intakes and the animals
 * in care at its end, the beginning being the previous month's ending (carried, as shelters count).
 */
import { SPECIES_KEYS } from '@sac/domain';
import {
  type ReportGroup,
  reportGroupOf,
  SPECIES_SIZE,
  seasonOf,
  summerBump,
  youthShareOf,
} from './profiles';
import { literal, type Statement } from './sql-text';

const GROUPS: ReportGroup[] = ['canine', 'feline', 'other'];

/** seed_species and seed_seasons: the profiles of profiles.ts as small tables to join. */
function profileTablesSql(): Statement[] {
  const species = SPECIES_KEYS.map(
    (s) => `(${literal(s)}, ${literal(reportGroupOf(s))}, ${SPECIES_SIZE[s]})`,
  );
  const seasons = GROUPS.flatMap((group) =>
    Array.from({ length: 12 }, (_, i) => {
      const month = i + 1;
      const values = [seasonOf(group, month), youthShareOf(group, month), 0.4 + 1.2 * summerBump(month)];
      return `(${literal(group)}, ${month}, ${values.map((v) => v.toFixed(4)).join(', ')})`;
    }),
  );
  return [
    {
      sql: `create temp table seed_species on commit drop as
     select * from (values ${species.join(', ')}) as s(species, grp, size)`,
    },
    {
      sql: `create temp table seed_seasons on commit drop as
     select * from (values ${seasons.join(', ')}) as s(grp, month, season, youth, tnr)`,
    },
  ];
}

/** `start`: the first month of record (a date literal); `months`: how many. */
export function planSql(start: string, months: number, now: string): Statement[] {
  const last = months - 1;
  return [
    ...profileTablesSql(),
    {
      sql: `create temp table seed_location_months on commit drop as
     select l.id as location_id, l.organization_id, m.i, (${start} + make_interval(months => m.i))::date as d,
       case when not l.reports_io then null
            when m.i = ${last} then case when m.r1 < 0.5 then null when m.r1 < 0.8 then 'incomplete' else 'complete' end
            when m.r1 < l.diligence then 'complete'
            when m.r1 < l.diligence + (1 - l.diligence) * 0.4 then 'incomplete'
            when m.r1 < l.diligence + (1 - l.diligence) * 0.5 then 'blank' end as io,
       case when not l.reports_services or (m.i = ${last} and m.r2 < 0.7) then null
            when m.r2 < l.diligence * 0.9 then case when m.r3 < 0.08 then 'noServices' else 'complete' end
            when m.r2 < l.diligence * 0.9 + 0.06 then 'incomplete' end as sv,
       least(${now} - interval '1 hour', ${start} + make_interval(months => m.i + 1) + (1 + m.r4 * 20) * interval '1 day') as entered_at,
       m.r5 * 5 * interval '1 day' as edited_after
     from seed_locations l
     cross join lateral (
       select i, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, l.id
       from generate_series(l.start_i, ${last}) as i
     ) m
     where l.status = 'active' and (l.reports_io or l.reports_services)`,
    },
    {
      sql: `create temp table seed_months on commit drop as
     with drawn as (
       select lm.location_id, lm.organization_id, lm.i, lm.d, lm.io, lm.sv, lm.entered_at,
         least(${now} - interval '1 hour', lm.entered_at + lm.edited_after) as updated_at,
         sp.species, ss.grp, s.season, s.youth, s.tnr, l.size * ss.size as size, l.size / 120.0 as sv_scale,
         lm.d < date '2021-03-01' as legacy, random() as r1, random() as r2, random() as r3, random() as r4
       from seed_location_months lm join seed_locations l on l.id = lm.location_id
       cross join lateral unnest(l.species) as sp(species)
       join seed_species ss on ss.species = sp.species
       join seed_seasons s on s.grp = ss.grp and s.month = extract(month from lm.d)
     ), levels as (
       select *, floor(size * season * (0.85 + 0.3 * r1) + r4)::int as intake_total,
         round(size * 0.8 * season * (0.85 + 0.3 * r2))::int as level,
         round(size * 0.8 * season * 0.35 * (0.85 + 0.3 * r3))::int as foster_level
       from drawn
     ), carried as (
       select *, coalesce(lag(level) over w, level) as begin_care, coalesce(lag(foster_level) over w, foster_level) as begin_foster
       from levels window w as (partition by location_id, species order by i)
     )
     select *, greatest(0, begin_care + intake_total - level) as outcome_total from carried`,
    },
  ];
}

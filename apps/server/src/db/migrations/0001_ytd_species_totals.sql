-- Year-to-date totals per location, year, action and species (000 §2-§3, `include=ytd_species_totals`).
-- Grouped on read: a query for a location and year is pushed into each branch and reads that location's
-- records of the year through the records' (location_id, year_of_record, …) index. intake_outcome rows carry
-- the intake and outcome totals, services rows the four services groups; the other columns are 0.
CREATE VIEW "ytd_species_totals" AS
SELECT
  concat_ws('-', r.location_id, r.year, r.action, r.species) AS "id",
  r.location_id AS "location_id",
  r.organization_id AS "organization_id",
  r.year AS "year",
  r.action AS "action",
  r.species AS "species",
  array_position(ARRAY['canine','feline','rabbit','equine','small_mammal','bird','farm_animal','reptile_or_amphibian'], r.species) AS "species_rank",
  sum(r.total_intake)::integer AS "total_intake",
  sum(r.total_live_outcomes)::integer AS "total_live_outcomes",
  sum(r.total_other_outcomes)::integer AS "total_other_outcomes",
  sum(r.total_field_services)::integer AS "total_field_services",
  sum(r.total_veterinary_services)::integer AS "total_veterinary_services",
  sum(r.total_support_services)::integer AS "total_support_services",
  sum(r.total_behavior_services)::integer AS "total_behavior_services"
FROM (
  SELECT location_id, organization_id, year_of_record AS year, 'intake_outcome'::text AS action, species,
    total_live_intake_count AS total_intake, 0 AS total_live_outcomes, 0 AS total_other_outcomes,
    0 AS total_field_services, 0 AS total_veterinary_services, 0 AS total_support_services, 0 AS total_behavior_services
  FROM animal_intakes WHERE archived_at IS NULL
  UNION ALL
  SELECT location_id, organization_id, year_of_record, 'intake_outcome'::text, species,
    0, total_live_outcome_count, total_other_outcome_count, 0, 0, 0, 0
  FROM animal_outcomes WHERE archived_at IS NULL
  UNION ALL
  SELECT location_id, organization_id, year_of_record, 'services'::text, species,
    0, 0, 0, total_field_services_count, total_veterinary_services_count, total_support_services_count,
    total_behavioral_services_count
  FROM animal_services WHERE archived_at IS NULL
) r
GROUP BY r.location_id, r.organization_id, r.year, r.action, r.species;

CREATE TABLE "organization_month_sums" (
	"organization_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"intake_records" integer DEFAULT 0 NOT NULL,
	"total_live_intake_count" bigint DEFAULT 0 NOT NULL,
	"total_stray_at_large_count" bigint DEFAULT 0 NOT NULL,
	"total_relinquished_by_owner_count" bigint DEFAULT 0 NOT NULL,
	"total_owner_intended_euthanasia_count" bigint DEFAULT 0 NOT NULL,
	"total_transferred_instate_in_from_agency_count" bigint DEFAULT 0 NOT NULL,
	"total_transferred_out_of_state_in_from_agency_count" bigint DEFAULT 0 NOT NULL,
	"total_transferred_internationally_in_from_agency_count" bigint DEFAULT 0 NOT NULL,
	"total_legacy_transferred_in_from_agency_count" bigint DEFAULT 0 NOT NULL,
	"total_seized_or_impounded_count" bigint DEFAULT 0 NOT NULL,
	"total_other_intakes_count" bigint DEFAULT 0 NOT NULL,
	"total_outcomes_count" bigint DEFAULT 0 NOT NULL,
	"total_live_outcome_count" bigint DEFAULT 0 NOT NULL,
	"total_returned_to_owner_count" bigint DEFAULT 0 NOT NULL,
	"transfers_out_count" bigint DEFAULT 0 NOT NULL,
	"intake_outcome_complete" boolean DEFAULT false NOT NULL,
	CONSTRAINT "organization_month_sums_organization_id_year_month_pk" PRIMARY KEY("organization_id","year","month")
);
--> statement-breakpoint
ALTER TABLE "organization_month_sums" ADD CONSTRAINT "organization_month_sums_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_province_or_territory_idx" ON "locations" USING btree ("province_or_territory");--> statement-breakpoint
-- The read model of every month with records so far (the statement of month-statuses/organization-month-sums.ts).
with months as (select organization_id, year_of_record as year, month_of_record as month from animal_counts
  where organization_id in (select id from organizations) union select organization_id, year_of_record as year, month_of_record as month from animal_intakes
  where organization_id in (select id from organizations) union select organization_id, year_of_record as year, month_of_record as month from animal_outcomes
  where organization_id in (select id from organizations)) insert into organization_month_sums (organization_id, year, month, intake_records, total_live_intake_count, total_stray_at_large_count, total_relinquished_by_owner_count, total_owner_intended_euthanasia_count, total_transferred_instate_in_from_agency_count, total_transferred_out_of_state_in_from_agency_count, total_transferred_internationally_in_from_agency_count, total_legacy_transferred_in_from_agency_count, total_seized_or_impounded_count, total_other_intakes_count, total_outcomes_count, total_live_outcome_count, total_returned_to_owner_count, transfers_out_count, intake_outcome_complete)
  select m.organization_id, m.year, m.month, coalesce(i.records, 0),
  coalesce(i.total_live_intake_count, 0), coalesce(i.total_stray_at_large_count, 0), coalesce(i.total_relinquished_by_owner_count, 0), coalesce(i.total_owner_intended_euthanasia_count, 0), coalesce(i.total_transferred_instate_in_from_agency_count, 0), coalesce(i.total_transferred_out_of_state_in_from_agency_count, 0), coalesce(i.total_transferred_internationally_in_from_agency_count, 0), coalesce(i.total_legacy_transferred_in_from_agency_count, 0), coalesce(i.total_seized_or_impounded_count, 0), coalesce(i.total_other_intakes_count, 0),
  coalesce(o.total_outcomes_count, 0), coalesce(o.total_live_outcome_count, 0), coalesce(o.total_returned_to_owner_count, 0), coalesce(o.transfers_out_count, 0),
  coalesce(s.status = 'complete', false)
  from (select distinct organization_id, year, month from months) m
  left join (select r.organization_id, r.year_of_record, r.month_of_record, count(*) as records, sum(coalesce(r.total_live_intake_count, 0)) as total_live_intake_count, sum(coalesce(r.total_stray_at_large_count, 0)) as total_stray_at_large_count, sum(coalesce(r.total_relinquished_by_owner_count, 0)) as total_relinquished_by_owner_count, sum(coalesce(r.total_owner_intended_euthanasia_count, 0)) as total_owner_intended_euthanasia_count, sum(coalesce(r.total_transferred_instate_in_from_agency_count, 0)) as total_transferred_instate_in_from_agency_count, sum(coalesce(r.total_transferred_out_of_state_in_from_agency_count, 0)) as total_transferred_out_of_state_in_from_agency_count, sum(coalesce(r.total_transferred_internationally_in_from_agency_count, 0)) as total_transferred_internationally_in_from_agency_count, sum(coalesce(r.total_legacy_transferred_in_from_agency_count, 0)) as total_legacy_transferred_in_from_agency_count, sum(coalesce(r.total_seized_or_impounded_count, 0)) as total_seized_or_impounded_count, sum(coalesce(r.total_other_intakes_count, 0)) as total_other_intakes_count
  from animal_intakes r join (select distinct organization_id, year, month from months) k on k.organization_id = r.organization_id and k.year = r.year_of_record
  and k.month = r.month_of_record
  where r.archived_at is null group by 1, 2, 3) i on i.organization_id = m.organization_id and i.year_of_record = m.year and i.month_of_record = m.month
  left join (select r.organization_id, r.year_of_record, r.month_of_record, count(*) as records, sum(coalesce(r.total_outcomes_count, 0)) as total_outcomes_count, sum(coalesce(r.total_live_outcome_count, 0)) as total_live_outcome_count, sum(coalesce(r.total_returned_to_owner_count, 0)) as total_returned_to_owner_count, sum(coalesce(coalesce(r.total_transferred_instate_to_another_agency_count, 0) + coalesce(r.total_transferred_out_of_state_to_another_agency_count, 0) + coalesce(r.total_transferred_internationally_to_another_agency_count, 0) + coalesce(r.total_legacy_transferred_to_another_agency_count, 0), 0)) as transfers_out_count
  from animal_outcomes r join (select distinct organization_id, year, month from months) k on k.organization_id = r.organization_id and k.year = r.year_of_record
  and k.month = r.month_of_record
  where r.archived_at is null group by 1, 2, 3) o on o.organization_id = m.organization_id and o.year_of_record = m.year and o.month_of_record = m.month
  left join organization_data_entry_statuses s on s.organization_id = m.organization_id
  and s.action = 'intake_outcome' and s.year = m.year and s.month = m.month
  on conflict (organization_id, year, month) do update set
  intake_records = excluded.intake_records, total_live_intake_count = excluded.total_live_intake_count, total_stray_at_large_count = excluded.total_stray_at_large_count, total_relinquished_by_owner_count = excluded.total_relinquished_by_owner_count, total_owner_intended_euthanasia_count = excluded.total_owner_intended_euthanasia_count, total_transferred_instate_in_from_agency_count = excluded.total_transferred_instate_in_from_agency_count, total_transferred_out_of_state_in_from_agency_count = excluded.total_transferred_out_of_state_in_from_agency_count, total_transferred_internationally_in_from_agency_count = excluded.total_transferred_internationally_in_from_agency_count, total_legacy_transferred_in_from_agency_count = excluded.total_legacy_transferred_in_from_agency_count, total_seized_or_impounded_count = excluded.total_seized_or_impounded_count, total_other_intakes_count = excluded.total_other_intakes_count, total_outcomes_count = excluded.total_outcomes_count, total_live_outcome_count = excluded.total_live_outcome_count, total_returned_to_owner_count = excluded.total_returned_to_owner_count, transfers_out_count = excluded.transfers_out_count, intake_outcome_complete = excluded.intake_outcome_complete;

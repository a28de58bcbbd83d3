CREATE TABLE "shelter_software_connections" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"site" text,
	"username" text,
	"secret" text NOT NULL,
	"secret_last4" text,
	"last_tested_at" timestamp with time zone,
	"last_test_ok" boolean,
	"last_test_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	CONSTRAINT "shelter_software_connections_vendor" CHECK ("shelter_software_connections"."vendor" in ('shelterluv', 'shelterbuddy'))
);
--> statement-breakpoint
ALTER TABLE "shelter_software_connections" ADD CONSTRAINT "shelter_software_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelter_software_connections" ADD CONSTRAINT "shelter_software_connections_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "services_file_id" integer;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "services_row_count" integer;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "byte_size" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "content_encoding" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_services_file_id_stored_files_id_fk" FOREIGN KEY ("services_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_exports_organization_idx" ON "report_exports" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_expires_idx" ON "stored_files" USING btree ("expires_at");
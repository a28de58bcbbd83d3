CREATE TABLE "tutorial_video_settings" (
	"video_index" smallint PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	CONSTRAINT "tutorial_video_settings_video_index_range" CHECK ("tutorial_video_settings"."video_index" between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "tutorial_video_settings" ADD CONSTRAINT "tutorial_video_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
-- Signed-in requests take the device, the user and the user's memberships from a cache in each API process
-- (auth/authentication-cache.ts). Every change to what that cache holds is announced on the channel
-- access_changed, with the id of the user it concerns ('*': every user), to every process at once.
CREATE FUNCTION "notify_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_NARGS = 0 THEN
    PERFORM pg_notify('access_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('access_changed', coalesce(to_jsonb(OLD) ->> TG_ARGV[0], ''));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('access_changed', coalesce(to_jsonb(NEW) ->> TG_ARGV[0], ''));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_tokens_access_changed" AFTER UPDATE OR DELETE ON "auth_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "users_access_changed" AFTER UPDATE OF "email", "full_name", "system_admin", "location_id", "archived_at" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"('id');--> statement-breakpoint
CREATE TRIGGER "user_memberships_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_memberships"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "coalitions_access_changed" AFTER UPDATE OF "status" OR DELETE ON "coalitions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();

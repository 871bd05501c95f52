CREATE TABLE "opportunity_tallies" (
	"company_id" text NOT NULL,
	"status" text NOT NULL,
	"user_id" text NOT NULL,
	"shared_to_user_id" text NOT NULL,
	"last_message_sender" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "opportunity_tallies_pk" PRIMARY KEY("company_id","status","user_id","shared_to_user_id","last_message_sender")
);
--> statement-breakpoint
ALTER TABLE "opportunity_tallies" ADD CONSTRAINT "opportunity_tallies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The tallies follow every insert, update and delete of an opportunity in the same transaction. A row
-- that moves takes one from its old key and adds one to its new key, the lower key first, so two
-- transactions moving rows between the same two keys in opposite directions lock them in one order.
CREATE FUNCTION "opportunity_tallies_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text[];
  new_key text[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_key := ARRAY[OLD.company_id, OLD.status::text, coalesce(OLD.user_id, ''),
      coalesce(OLD.shared_to_user_id, ''), coalesce(OLD.last_message_sender::text, '')];
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_key := ARRAY[NEW.company_id, NEW.status::text, coalesce(NEW.user_id, ''),
      coalesce(NEW.shared_to_user_id, ''), coalesce(NEW.last_message_sender::text, '')];
  END IF;
  IF old_key IS NOT DISTINCT FROM new_key THEN
    RETURN NULL;
  END IF;
  IF new_key IS NOT NULL AND (old_key IS NULL OR new_key < old_key) THEN
    PERFORM "opportunity_tallies_add"(new_key, 1);
    new_key := NULL;
  END IF;
  IF old_key IS NOT NULL THEN
    PERFORM "opportunity_tallies_add"(old_key, -1);
  END IF;
  IF new_key IS NOT NULL THEN
    PERFORM "opportunity_tallies_add"(new_key, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "opportunity_tallies_add"(key text[], delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "opportunity_tallies" ("company_id", "status", "user_id", "shared_to_user_id", "last_message_sender", "count")
  VALUES (key[1], key[2], key[3], key[4], key[5], delta)
  ON CONFLICT ("company_id", "status", "user_id", "shared_to_user_id", "last_message_sender")
  DO UPDATE SET "count" = "opportunity_tallies"."count" + delta;
$$;
--> statement-breakpoint
CREATE TRIGGER "opportunity_tallies_track" AFTER INSERT OR UPDATE OR DELETE ON "opportunities"
  FOR EACH ROW EXECUTE FUNCTION "opportunity_tallies_track"();
--> statement-breakpoint
CREATE FUNCTION "opportunity_tallies_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "opportunity_tallies";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "opportunity_tallies_clear" AFTER TRUNCATE ON "opportunities"
  FOR EACH STATEMENT EXECUTE FUNCTION "opportunity_tallies_clear"();
--> statement-breakpoint
INSERT INTO "opportunity_tallies" ("company_id", "status", "user_id", "shared_to_user_id", "last_message_sender", "count")
SELECT "company_id", "status"::text, coalesce("user_id", ''), coalesce("shared_to_user_id", ''),
  coalesce("last_message_sender"::text, ''), count(*)::int
FROM "opportunities"
GROUP BY 1, 2, 3, 4, 5;

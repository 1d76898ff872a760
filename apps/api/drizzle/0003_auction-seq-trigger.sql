ALTER TABLE "auctions" DROP COLUMN "price_label";--> statement-breakpoint
ALTER TABLE "auctions" DROP COLUMN "cta_label";--> statement-breakpoint
-- Every write of an auction takes a new seq (docs/decisions/005 and 010), whatever code writes it.
CREATE OR REPLACE FUNCTION auction_take_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := nextval('auction_seq');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER auctions_take_seq BEFORE INSERT OR UPDATE ON auctions
  FOR EACH ROW EXECUTE FUNCTION auction_take_seq();--> statement-breakpoint
-- ...and is published on the channel auction_changes, once per statement (a bulk seed is one
-- notification): the highest seq, how many rows, and their ids when there are at most 50.
CREATE OR REPLACE FUNCTION auction_publish_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  SELECT json_build_object(
    'seq', max(seq),
    'count', count(*),
    'ids', CASE WHEN count(*) <= 50 THEN json_agg(id ORDER BY seq) END
  )::text
  INTO payload
  FROM changed
  HAVING count(*) > 0;
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('auction_changes', payload);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER auctions_publish_inserts AFTER INSERT ON auctions
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auction_publish_changes();--> statement-breakpoint
CREATE TRIGGER auctions_publish_updates AFTER UPDATE ON auctions
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION auction_publish_changes();

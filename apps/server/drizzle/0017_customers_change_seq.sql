-- customers.change_seq moves on every insert and update of a customer, whatever writes it (a function,
-- the last-visit and bike-count triggers, an import, the demo seed): the customers directory each server
-- keeps in memory (decision 025) reads again only the rows whose number it has not seen.
ALTER TABLE "customers" ADD COLUMN "change_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE SEQUENCE rueda_customers_change_seq;--> statement-breakpoint
CREATE FUNCTION rueda_customers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('rueda_customers_change_seq');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER customers_change_seq BEFORE INSERT OR UPDATE ON customers
  FOR EACH ROW EXECUTE FUNCTION rueda_customers_changed();--> statement-breakpoint
UPDATE customers SET change_seq = nextval('rueda_customers_change_seq');

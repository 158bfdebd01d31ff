-- customers.bike_count follows the bikes (decision 024), as last_visit follows the repairs (0010): every
-- statement that inserts, deletes or moves bikes recounts the customers those bikes name, whatever code
-- wrote them (an intake, a transfer, a merge, the demo seed), so the list reads the count with the row.
ALTER TABLE "customers" ADD COLUMN "bike_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION rueda_customers_bike_count_recompute(keys jsonb) RETURNS void LANGUAGE sql AS $$
  UPDATE customers c SET bike_count = (
    SELECT count(*) FROM bikes b WHERE b.workshop_id = c.workshop_id AND b.customer_id = c.id
  )
  FROM (SELECT DISTINCT workshop_id, customer_id FROM jsonb_to_recordset(keys) AS k(workshop_id text, customer_id text)) k
  WHERE c.workshop_id = k.workshop_id AND c.id = k.customer_id;
$$;--> statement-breakpoint
-- The customers a statement's bikes name: every inserted or deleted bike's, and for an update only the
-- bikes that changed hands (an edit of a bike's model costs nothing here), before and after.
CREATE FUNCTION rueda_bikes_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('workshop_id', workshop_id, 'customer_id', customer_id)) INTO keys FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('workshop_id', workshop_id, 'customer_id', customer_id)) INTO keys FROM old_rows;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('workshop_id', side.workshop_id, 'customer_id', side.customer_id)) INTO keys
    FROM old_rows o
    JOIN new_rows n ON n.workshop_id = o.workshop_id AND n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.workshop_id, o.customer_id), (n.workshop_id, n.customer_id)) AS side(workshop_id, customer_id)
    WHERE o.customer_id IS DISTINCT FROM n.customer_id;
  END IF;
  PERFORM rueda_customers_bike_count_recompute(keys);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bikes_count_insert AFTER INSERT ON bikes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_bikes_counted();--> statement-breakpoint
CREATE TRIGGER bikes_count_delete AFTER DELETE ON bikes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_bikes_counted();--> statement-breakpoint
CREATE TRIGGER bikes_count_update AFTER UPDATE ON bikes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_bikes_counted();--> statement-breakpoint
-- The customers that have bikes already.
UPDATE customers c SET bike_count = owned.n
FROM (SELECT workshop_id, customer_id, count(*) AS n FROM bikes GROUP BY 1, 2) owned
WHERE c.workshop_id = owned.workshop_id AND c.id = owned.customer_id;

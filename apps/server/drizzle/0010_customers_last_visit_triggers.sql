-- customers.last_visit follows the repairs (decision 024): every statement that inserts, deletes or
-- moves repairs sets it for the customers those repairs name, whatever code wrote them (an intake,
-- an import, a merge, the demo seed).
CREATE FUNCTION rueda_customers_last_visit_recompute(keys jsonb) RETURNS void LANGUAGE sql AS $$
  UPDATE customers c SET last_visit = (
    SELECT max(r.created) FROM repairs r WHERE r.workshop_id = c.workshop_id AND (r.doc -> 'customer' ->> 'id') = c.id
  )
  FROM jsonb_to_recordset(keys) AS k(workshop_id text, customer_id text)
  WHERE c.workshop_id = k.workshop_id AND c.id = k.customer_id;
$$;--> statement-breakpoint
CREATE FUNCTION rueda_repairs_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers c SET last_visit = seen.newest
  FROM (SELECT workshop_id, doc -> 'customer' ->> 'id' AS customer_id, max(created) AS newest FROM new_rows GROUP BY 1, 2) seen
  WHERE c.workshop_id = seen.workshop_id AND c.id = seen.customer_id AND (c.last_visit IS NULL OR c.last_visit < seen.newest);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION rueda_repairs_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rueda_customers_last_visit_recompute(
    (SELECT jsonb_agg(DISTINCT jsonb_build_object('workshop_id', workshop_id, 'customer_id', doc -> 'customer' ->> 'id')) FROM old_rows)
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Only the repairs whose customer or creation date changed: a status change or a reorder costs nothing here.
CREATE FUNCTION rueda_repairs_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rueda_customers_last_visit_recompute((
    SELECT jsonb_agg(DISTINCT jsonb_build_object('workshop_id', o.workshop_id, 'customer_id', side.customer_id))
    FROM old_rows o
    JOIN new_rows n ON n.workshop_id = o.workshop_id AND n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.doc -> 'customer' ->> 'id'), (n.doc -> 'customer' ->> 'id')) AS side(customer_id)
    WHERE (o.doc -> 'customer' ->> 'id') IS DISTINCT FROM (n.doc -> 'customer' ->> 'id') OR o.created IS DISTINCT FROM n.created
  ));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER repairs_last_visit_insert AFTER INSERT ON repairs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_repairs_inserted();--> statement-breakpoint
CREATE TRIGGER repairs_last_visit_delete AFTER DELETE ON repairs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_repairs_deleted();--> statement-breakpoint
CREATE TRIGGER repairs_last_visit_update AFTER UPDATE ON repairs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_repairs_updated();--> statement-breakpoint
-- The customers that have repairs already.
UPDATE customers c SET last_visit = seen.newest
FROM (SELECT workshop_id, doc -> 'customer' ->> 'id' AS customer_id, max(created) AS newest FROM repairs GROUP BY 1, 2) seen
WHERE c.workshop_id = seen.workshop_id AND c.id = seen.customer_id;

-- The dashboard's daily figures follow the repairs (decision 026), as the customers' last visit does (0010):
-- every statement that inserts, deletes or changes repairs adds what its rows bring to the day they were
-- created on (one row a day: counts per status, totals per payment state and per kind of service, stay
-- and work), in the workshop's booking time zone, and takes away what they brought before. An update
-- that leaves the figures' columns as they were (a note, a board position) costs nothing here. Rows are
-- written in key order, so two statements never wait for each other in opposite orders.
CREATE FUNCTION rueda_repair_figures_apply(delta jsonb) RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT d.*, (d.created AT TIME ZONE coalesce(w.booking_settings->>'timeZone', 'Europe/Madrid'))::date AS day
    FROM jsonb_to_recordset(delta) AS d(
      workshop_id text, created timestamptz, status text, payment text, total_price bigint, packs_cents bigint,
      maintenances_cents bigint, suspensions_cents bigint, stock_items_cents bigint, stay_days integer,
      work_minutes integer, mechanic_ids text[], sign integer)
    -- A workshop deleted in the same statement (its repairs cascade) has nothing left to count.
    JOIN workshops w ON w.id = d.workshop_id
  ), figures AS (
    INSERT INTO repair_figures_daily AS f (workshop_id, day, repairs, not_reviewed, postponed, managing, confirmed, workshop_entrance, in_progress, paused, finished, delivered, pending_cents, paid_cents, partial_cents, warranty_cents, sponsorship_cents, packs_cents, maintenances_cents, suspensions_cents, stock_items_cents, stay_sum, stay_count, work_minutes)
    SELECT workshop_id, day,
      sum(sign),
      coalesce(sum(sign) FILTER (WHERE status = 'notReviewed'), 0),
      coalesce(sum(sign) FILTER (WHERE status = 'postponed'), 0),
      coalesce(sum(sign) FILTER (WHERE status = 'managing'), 0),
      coalesce(sum(sign) FILTER (WHERE status = 'confirmed'), 0),
      coalesce(sum(sign) FILTER (WHERE status = 'workshopEntrance'), 0),
      coalesce(sum(sign) FILTER (WHERE status = 'inProgress'), 0),
      coalesce(sum(sign) FILTER (WHERE status = 'paused'), 0),
      coalesce(sum(sign) FILTER (WHERE status = 'finished'), 0),
      coalesce(sum(sign) FILTER (WHERE status = 'delivered'), 0),
      coalesce(sum(sign * coalesce(total_price, 0)) FILTER (WHERE payment = 'pending'), 0),
      coalesce(sum(sign * coalesce(total_price, 0)) FILTER (WHERE payment = 'paid'), 0),
      coalesce(sum(sign * coalesce(total_price, 0)) FILTER (WHERE payment = 'partial'), 0),
      coalesce(sum(sign * coalesce(total_price, 0)) FILTER (WHERE payment = 'warranty'), 0),
      coalesce(sum(sign * coalesce(total_price, 0)) FILTER (WHERE payment = 'sponsorship'), 0),
      sum(sign * coalesce(packs_cents, 0)),
      sum(sign * coalesce(maintenances_cents, 0)),
      sum(sign * coalesce(suspensions_cents, 0)),
      sum(sign * coalesce(stock_items_cents, 0)),
      sum(sign * coalesce(stay_days, 0)),
      sum(CASE WHEN stay_days IS NULL THEN 0 ELSE sign END),
      sum(sign * coalesce(work_minutes, 0))
    FROM changed GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (workshop_id, day) DO UPDATE SET
      repairs = f.repairs + excluded.repairs,
      not_reviewed = f.not_reviewed + excluded.not_reviewed,
      postponed = f.postponed + excluded.postponed,
      managing = f.managing + excluded.managing,
      confirmed = f.confirmed + excluded.confirmed,
      workshop_entrance = f.workshop_entrance + excluded.workshop_entrance,
      in_progress = f.in_progress + excluded.in_progress,
      paused = f.paused + excluded.paused,
      finished = f.finished + excluded.finished,
      delivered = f.delivered + excluded.delivered,
      pending_cents = f.pending_cents + excluded.pending_cents,
      paid_cents = f.paid_cents + excluded.paid_cents,
      partial_cents = f.partial_cents + excluded.partial_cents,
      warranty_cents = f.warranty_cents + excluded.warranty_cents,
      sponsorship_cents = f.sponsorship_cents + excluded.sponsorship_cents,
      packs_cents = f.packs_cents + excluded.packs_cents,
      maintenances_cents = f.maintenances_cents + excluded.maintenances_cents,
      suspensions_cents = f.suspensions_cents + excluded.suspensions_cents,
      stock_items_cents = f.stock_items_cents + excluded.stock_items_cents,
      stay_sum = f.stay_sum + excluded.stay_sum,
      stay_count = f.stay_count + excluded.stay_count,
      work_minutes = f.work_minutes + excluded.work_minutes
  )
  INSERT INTO repair_mechanics_daily AS m (workshop_id, day, mechanic_id, repairs, work_minutes)
  SELECT workshop_id, day, coalesce(mechanic.id, ''), sum(sign), sum(sign * coalesce(work_minutes, 0))
  FROM changed
  CROSS JOIN LATERAL unnest(CASE WHEN cardinality(mechanic_ids) > 0 THEN mechanic_ids ELSE ARRAY[NULL]::text[] END) AS mechanic(id)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (workshop_id, day, mechanic_id) DO UPDATE SET
    repairs = m.repairs + excluded.repairs, work_minutes = m.work_minutes + excluded.work_minutes;
$$;--> statement-breakpoint
CREATE FUNCTION rueda_repair_figures_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(to_jsonb(n) - 'doc' - 'search_text' || '{"sign": 1}') INTO delta FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(to_jsonb(o) - 'doc' - 'search_text' || '{"sign": -1}') INTO delta FROM old_rows o;
  ELSE
    SELECT jsonb_agg(side.row) INTO delta
    FROM old_rows o
    JOIN new_rows n ON n.workshop_id = o.workshop_id AND n.id = o.id
    CROSS JOIN LATERAL (VALUES (to_jsonb(o) - 'doc' - 'search_text' || '{"sign": -1}'), (to_jsonb(n) - 'doc' - 'search_text' || '{"sign": 1}')) AS side(row)
    WHERE (o.created, o.status, o.payment, o.total_price, o.packs_cents, o.maintenances_cents, o.suspensions_cents,
           o.stock_items_cents, o.stay_days, o.work_minutes, o.mechanic_ids)
      IS DISTINCT FROM (n.created, n.status, n.payment, n.total_price, n.packs_cents, n.maintenances_cents, n.suspensions_cents,
           n.stock_items_cents, n.stay_days, n.work_minutes, n.mechanic_ids);
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM rueda_repair_figures_apply(delta);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER repairs_figures_insert AFTER INSERT ON repairs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_repair_figures_changed();--> statement-breakpoint
CREATE TRIGGER repairs_figures_delete AFTER DELETE ON repairs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_repair_figures_changed();--> statement-breakpoint
CREATE TRIGGER repairs_figures_update AFTER UPDATE ON repairs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_repair_figures_changed();--> statement-breakpoint
-- A workshop's figures counted again from its repairs: when its time zone changes, every day moves.
CREATE FUNCTION rueda_repair_figures_rebuild(workshop text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM repair_figures_daily WHERE workshop_id = workshop;
  DELETE FROM repair_mechanics_daily WHERE workshop_id = workshop;
  SELECT rueda_repair_figures_apply((
    SELECT jsonb_agg(to_jsonb(r) - 'doc' - 'search_text' || '{"sign": 1}') FROM repairs r WHERE r.workshop_id = workshop
  ));
$$;--> statement-breakpoint
-- The repairs there are already, each workshop's at once.
SELECT rueda_repair_figures_rebuild(id) FROM workshops;

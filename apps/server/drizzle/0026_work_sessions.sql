-- Issue 16 point 1: the work timer. work_sessions keeps each start-to-stop of a member's timer on a repair, as the
-- mechanic they work as (one running session per member: the partial unique index); work_minutes_daily keeps the
-- stopped sessions' minutes per day and mechanic for the dashboard (decision 049), by statement triggers on
-- work_sessions as 0020's do for the repairs. A session counts on the day it started in the workshop's booking
-- time zone, its minutes rounded to the nearest (packages/domain/src/repairs/work.ts `workSessionMinutes`).
CREATE TABLE "work_minutes_daily" (
	"workshop_id" text NOT NULL,
	"day" date NOT NULL,
	"mechanic_id" text NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "work_minutes_daily_workshop_id_day_mechanic_id_pk" PRIMARY KEY("workshop_id","day","mechanic_id")
);
--> statement-breakpoint
CREATE TABLE "work_sessions" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"repair_id" text NOT NULL,
	"mechanic_id" text NOT NULL,
	"user_id" text,
	"started_at" timestamp (3) with time zone NOT NULL,
	"stopped_at" timestamp (3) with time zone,
	CONSTRAINT "work_sessions_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_minutes_daily" ADD CONSTRAINT "work_minutes_daily_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sessions" ADD CONSTRAINT "work_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sessions" ADD CONSTRAINT "work_sessions_workshop_id_repair_id_repairs_workshop_id_id_fk" FOREIGN KEY ("workshop_id","repair_id") REFERENCES "public"."repairs"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sessions" ADD CONSTRAINT "work_sessions_workshop_id_mechanic_id_mechanics_workshop_id_id_fk" FOREIGN KEY ("workshop_id","mechanic_id") REFERENCES "public"."mechanics"("workshop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_sessions_workshop_repair_idx" ON "work_sessions" USING btree ("workshop_id","repair_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_sessions_running_idx" ON "work_sessions" USING btree ("workshop_id","user_id") WHERE "work_sessions"."stopped_at" is null;--> statement-breakpoint
CREATE FUNCTION rueda_work_figures_apply(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO work_minutes_daily AS f (workshop_id, day, mechanic_id, minutes)
  SELECT d.workshop_id, (d.started_at AT TIME ZONE coalesce(w.booking_settings->>'timeZone', 'Europe/Madrid'))::date, d.mechanic_id,
    sum(d.sign * round(extract(epoch FROM d.stopped_at - d.started_at) / 60))
  FROM jsonb_to_recordset(delta) AS d(workshop_id text, mechanic_id text, started_at timestamptz, stopped_at timestamptz, sign integer)
  -- A workshop deleted in the same statement (its repairs, and their sessions, cascade) has nothing left to count.
  JOIN workshops w ON w.id = d.workshop_id
  WHERE d.stopped_at IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (workshop_id, day, mechanic_id) DO UPDATE SET minutes = f.minutes + excluded.minutes;
$$;--> statement-breakpoint
CREATE FUNCTION rueda_work_figures_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(to_jsonb(n) || '{"sign": 1}') INTO delta FROM new_rows n WHERE n.stopped_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(to_jsonb(o) || '{"sign": -1}') INTO delta FROM old_rows o WHERE o.stopped_at IS NOT NULL;
  ELSE
    SELECT jsonb_agg(side.row) INTO delta
    FROM old_rows o
    JOIN new_rows n ON n.workshop_id = o.workshop_id AND n.id = o.id
    CROSS JOIN LATERAL (VALUES (to_jsonb(o) || '{"sign": -1}'), (to_jsonb(n) || '{"sign": 1}')) AS side(row)
    WHERE (o.mechanic_id, o.started_at, o.stopped_at) IS DISTINCT FROM (n.mechanic_id, n.started_at, n.stopped_at);
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM rueda_work_figures_apply(delta);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER work_sessions_figures_insert AFTER INSERT ON work_sessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_work_figures_changed();--> statement-breakpoint
CREATE TRIGGER work_sessions_figures_delete AFTER DELETE ON work_sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_work_figures_changed();--> statement-breakpoint
CREATE TRIGGER work_sessions_figures_update AFTER UPDATE ON work_sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rueda_work_figures_changed();--> statement-breakpoint
-- A new time zone moves every day: the repairs' figures are counted again (0020), and now the timer's too.
CREATE OR REPLACE FUNCTION rueda_repair_figures_rebuild(workshop text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM repair_figures_daily WHERE workshop_id = workshop;
  DELETE FROM repair_mechanics_daily WHERE workshop_id = workshop;
  SELECT rueda_repair_figures_apply((
    SELECT jsonb_agg(to_jsonb(r) - 'doc' - 'search_text' || '{"sign": 1}') FROM repairs r WHERE r.workshop_id = workshop
  ));
  DELETE FROM work_minutes_daily WHERE workshop_id = workshop;
  SELECT rueda_work_figures_apply((
    SELECT jsonb_agg(to_jsonb(s) || '{"sign": 1}') FROM work_sessions s WHERE s.workshop_id = workshop AND s.stopped_at IS NOT NULL
  ));
$$;

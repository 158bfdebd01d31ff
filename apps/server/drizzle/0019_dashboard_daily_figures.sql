CREATE TABLE "repair_figures_daily" (
	"workshop_id" text NOT NULL,
	"day" date NOT NULL,
	"repairs" integer DEFAULT 0 NOT NULL,
	"not_reviewed" integer DEFAULT 0 NOT NULL,
	"postponed" integer DEFAULT 0 NOT NULL,
	"managing" integer DEFAULT 0 NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"workshop_entrance" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"paused" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"pending_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"partial_cents" bigint DEFAULT 0 NOT NULL,
	"warranty_cents" bigint DEFAULT 0 NOT NULL,
	"sponsorship_cents" bigint DEFAULT 0 NOT NULL,
	"packs_cents" bigint DEFAULT 0 NOT NULL,
	"maintenances_cents" bigint DEFAULT 0 NOT NULL,
	"suspensions_cents" bigint DEFAULT 0 NOT NULL,
	"stock_items_cents" bigint DEFAULT 0 NOT NULL,
	"stay_sum" bigint DEFAULT 0 NOT NULL,
	"stay_count" integer DEFAULT 0 NOT NULL,
	"work_minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "repair_figures_daily_workshop_id_day_pk" PRIMARY KEY("workshop_id","day")
);
--> statement-breakpoint
CREATE TABLE "repair_mechanics_daily" (
	"workshop_id" text NOT NULL,
	"day" date NOT NULL,
	"mechanic_id" text NOT NULL,
	"repairs" integer DEFAULT 0 NOT NULL,
	"work_minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "repair_mechanics_daily_workshop_id_day_mechanic_id_pk" PRIMARY KEY("workshop_id","day","mechanic_id")
);
--> statement-breakpoint
ALTER TABLE "repair_figures_daily" ADD CONSTRAINT "repair_figures_daily_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_mechanics_daily" ADD CONSTRAINT "repair_mechanics_daily_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;
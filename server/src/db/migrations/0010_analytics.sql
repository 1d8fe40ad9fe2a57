-- Hand-edited: analytics_events is partitioned by month on occurred_at (Drizzle cannot say so). Its partitions
-- (analytics_events_YYYY_MM, China-time months) are created by the analytics maintenance, for the current and the
-- next month and on demand; retention drops the ones older than 90 days.
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"key" varchar(253) DEFAULT '' NOT NULL,
	"language" varchar(2) DEFAULT '' NOT NULL,
	"surface" varchar(5) DEFAULT '' NOT NULL,
	"device" varchar(7) DEFAULT '' NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"pageviews" integer DEFAULT 0 NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_key_language_surface_device_pk" PRIMARY KEY("day","dimension","key","language","surface","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"visitor" "bytea" NOT NULL,
	"kind" varchar(24) NOT NULL,
	"path" varchar(200) NOT NULL,
	"language" varchar(2) NOT NULL,
	"surface" varchar(5) NOT NULL,
	"device" varchar(7) NOT NULL,
	"referrer_host" varchar(253),
	"results" integer,
	"query" varchar(100),
	CONSTRAINT "analytics_events_id_occurred_at_pk" PRIMARY KEY("id","occurred_at")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_kind_idx" ON "analytics_events" USING btree ("day","kind");
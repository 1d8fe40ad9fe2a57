CREATE TABLE "kiosk_devices" (
	"device_id" varchar(64) PRIMARY KEY NOT NULL,
	"app_version" varchar(40) NOT NULL,
	"route" varchar(200) NOT NULL,
	"online" boolean NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kiosk_devices_last_seen" ON "kiosk_devices" USING btree ("last_seen_at");
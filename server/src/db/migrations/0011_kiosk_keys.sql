ALTER TABLE "kiosk_devices" ADD COLUMN "key_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD COLUMN "registered_at" timestamp with time zone;
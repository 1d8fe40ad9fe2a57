CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"message" text,
	"language" varchar(2) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"repeats" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_reference" ON "contact_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "contact_requests_fingerprint" ON "contact_requests" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_email" ON "contact_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contact_requests_due" ON "contact_requests" USING btree ("status","due_at");
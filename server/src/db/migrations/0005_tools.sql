CREATE TABLE "entry_checklists" (
	"user_id" integer NOT NULL,
	"identity" varchar(10) NOT NULL,
	"timing" varchar(6) NOT NULL,
	"ticked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_checklists_user_id_identity_timing_pk" PRIMARY KEY("user_id","identity","timing")
);
--> statement-breakpoint
CREATE TABLE "talent_reports" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" integer,
	"answers" jsonb NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"share_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entry_checklists" ADD CONSTRAINT "entry_checklists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_reports" ADD CONSTRAINT "talent_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_reports_user" ON "talent_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_reports_share_until" ON "talent_reports" USING btree ("share_until");
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_no" varchar(40) NOT NULL,
	"enterprise_no" varchar(40) NOT NULL,
	"status" varchar(12) DEFAULT 'delivered' NOT NULL,
	"file_key" varchar(64),
	"file_name" varchar(200) NOT NULL,
	"file_type" varchar(8) NOT NULL,
	"file_size" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"language" varchar(2) NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"retain_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" varchar(40) NOT NULL,
	"target_type" varchar(24) NOT NULL,
	"target_id" varchar(64) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_chunks" (
	"key" varchar(64) NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_key_seq_pk" PRIMARY KEY("key","seq")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"query" jsonb NOT NULL,
	"language" varchar(2) NOT NULL,
	"unsubscribe_hash" varchar(64) NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_job" ON "applications" USING btree ("user_id","job_no");--> statement-breakpoint
CREATE INDEX "applications_enterprise" ON "applications" USING btree ("enterprise_no","status","created_at");--> statement-breakpoint
CREATE INDEX "applications_retain" ON "applications" USING btree ("retain_until");--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe" ON "saved_searches" USING btree ("unsubscribe_hash");--> statement-breakpoint
CREATE INDEX "saved_searches_user" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stored_files_state" ON "stored_files" USING btree ("state","created_at");
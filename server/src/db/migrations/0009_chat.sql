CREATE TABLE "chat_canned_answers" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"title_en" varchar(100) NOT NULL,
	"title_cn" varchar(100) NOT NULL,
	"title_tc" varchar(100) NOT NULL,
	"body_en" text NOT NULL,
	"body_cn" text NOT NULL,
	"body_tc" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer,
	"visitor_name" varchar(60),
	"email" varchar(254),
	"language" varchar(2) NOT NULL,
	"page" varchar(300) NOT NULL,
	"surface" varchar(5) NOT NULL,
	"status" varchar(7) DEFAULT 'waiting' NOT NULL,
	"mode" varchar(7) NOT NULL,
	"assigned_to" integer,
	"assigned_label" varchar(100),
	"last_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_status_check" CHECK ("chat_conversations"."status" in ('waiting', 'active', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author" varchar(7) NOT NULL,
	"staff_label" varchar(100),
	"staff_id" integer,
	"body" text NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_open" ON "chat_conversations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_user" ON "chat_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_email" ON "chat_conversations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "chat_conversations_retention" ON "chat_conversations" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client" ON "chat_messages" USING btree ("conversation_id","client_id");
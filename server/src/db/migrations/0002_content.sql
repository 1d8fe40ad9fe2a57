CREATE TABLE "content_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_no" varchar(40) NOT NULL,
	"section" varchar(24) NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"rank" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_translations" ADD CONSTRAINT "document_translations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_translations_document_language_unique" ON "document_translations" USING btree ("document_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_document_no_unique" ON "documents" USING btree ("document_no");--> statement-breakpoint
CREATE INDEX "documents_section_status_published_idx" ON "documents" USING btree ("section","status","published_at");--> statement-breakpoint
CREATE INDEX "documents_section_starts_idx" ON "documents" USING btree ("section","starts_at");--> statement-breakpoint
CREATE INDEX "documents_terms_idx" ON "documents" USING gin ("terms");--> statement-breakpoint
-- Trigram index for keyword search where the server offers pg_trgm (real PostgreSQL); elsewhere search scans.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXECUTE 'CREATE INDEX IF NOT EXISTS document_translations_search_trgm_idx ON document_translations USING gin (search_text gin_trgm_ops)';
  END IF;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'keyword search runs without a trigram index: %', SQLERRM;
END $$;

CREATE TABLE "search_index" (
	"key" varchar(80) NOT NULL,
	"language" varchar(2) NOT NULL,
	"document_id" integer,
	"section" varchar(24) NOT NULL,
	"source_language" varchar(2) NOT NULL,
	"source_stamp" text NOT NULL,
	"route" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"words" text[] NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_index_key_language_pk" PRIMARY KEY("key","language")
);
--> statement-breakpoint
ALTER TABLE "search_index" ADD CONSTRAINT "search_index_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_index_tsv_idx" ON "search_index" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_index_language_section_idx" ON "search_index" USING btree ("language","section");--> statement-breakpoint
CREATE INDEX "search_index_document_idx" ON "search_index" USING btree ("document_id");
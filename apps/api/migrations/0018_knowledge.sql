CREATE TABLE "knowledge_collections" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_email" text NOT NULL,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"collection_id" text NOT NULL,
	"owner_email" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"indexed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "knowledge_documents_status" CHECK ("knowledge_documents"."status" IN ('queued', 'indexing', 'ready', 'failed')),
	CONSTRAINT "knowledge_documents_type" CHECK ("knowledge_documents"."content_type" IN ('text/plain', 'text/markdown', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_files" (
	"document_id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_pages" (
	"document_id" text NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "knowledge_pages_pk" PRIMARY KEY("document_id","page")
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"document_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"collection_id" text NOT NULL,
	"owner_email" text NOT NULL,
	"page" integer NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', text)) STORED NOT NULL,
	"embedding" real[],
	"embedding_model" text,
	"embedding_dimension" integer,
	CONSTRAINT "knowledge_passages_pk" PRIMARY KEY("document_id","ordinal"),
	CONSTRAINT "knowledge_passages_place" CHECK ("knowledge_passages"."start" >= 0 AND "knowledge_passages"."end" >= "knowledge_passages"."start"),
	CONSTRAINT "knowledge_passages_embedding" CHECK (("knowledge_passages"."embedding" IS NULL) = ("knowledge_passages"."embedding_model" IS NULL) AND ("knowledge_passages"."embedding" IS NULL) = ("knowledge_passages"."embedding_dimension" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "knowledge_collections" ADD CONSTRAINT "knowledge_collections_owner_email_accounts_email_fk" FOREIGN KEY ("owner_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_collection_id_knowledge_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."knowledge_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_pages" ADD CONSTRAINT "knowledge_pages_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_collections_name" ON "knowledge_collections" USING btree ("owner_email",lower("name"));--> statement-breakpoint
CREATE INDEX "knowledge_documents_collection" ON "knowledge_documents" USING btree ("collection_id","created_at","id");--> statement-breakpoint
CREATE INDEX "knowledge_documents_owner" ON "knowledge_documents" USING btree ("owner_email","created_at","id");--> statement-breakpoint
CREATE INDEX "knowledge_passages_search" ON "knowledge_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_passages_collection" ON "knowledge_passages" USING btree ("collection_id");
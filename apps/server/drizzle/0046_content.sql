CREATE TABLE "academy_menu_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"paths" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"alt" jsonb NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"position" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"seats" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"path" text NOT NULL,
	"lang" text NOT NULL,
	"space" text NOT NULL,
	"page_type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" jsonb NOT NULL,
	"related_entry_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"previous_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_pages_path_lang_pk" PRIMARY KEY("path","lang"),
	CONSTRAINT "content_pages_lang_check" CHECK ("content_pages"."lang" IN ('sv', 'nb', 'da', 'fi', 'en'))
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "faq_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"customer_id" integer,
	"visitor_key" text,
	"helpful" boolean NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "faq_feedback_voter_check" CHECK ("faq_feedback"."customer_id" IS NOT NULL OR "faq_feedback"."visitor_key" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer,
	"lang" text NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"topic" text,
	"message" text,
	"unsubscribe_token" text,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_submissions_kind_check" CHECK ("form_submissions"."kind" IN ('CONTACT_ME', 'NEWSLETTER'))
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_content_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."content_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_feedback" ADD CONSTRAINT "faq_feedback_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_feedback" ADD CONSTRAINT "faq_feedback_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entries_type_idx" ON "content_entries" USING btree ("content_type","position");--> statement-breakpoint
CREATE INDEX "content_pages_space_idx" ON "content_pages" USING btree ("space","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_customer_idx" ON "event_registrations" USING btree ("event_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_token_idx" ON "event_registrations" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_feedback_customer_idx" ON "faq_feedback" USING btree ("entry_id","customer_id") WHERE "faq_feedback"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "faq_feedback_visitor_idx" ON "faq_feedback" USING btree ("entry_id","visitor_key") WHERE "faq_feedback"."customer_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_token_idx" ON "form_submissions" USING btree ("unsubscribe_token");
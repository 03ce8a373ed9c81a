CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"headline" text NOT NULL,
	"preamble" text NOT NULL,
	"body" text NOT NULL,
	"type" text NOT NULL,
	"lang" text NOT NULL,
	"region" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"instrument_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_source_idx" ON "news" USING btree ("source_id","published_at");--> statement-breakpoint
CREATE INDEX "news_instruments_idx" ON "news" USING gin ("instrument_ids");
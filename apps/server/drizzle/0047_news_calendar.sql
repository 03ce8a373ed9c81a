CREATE TABLE "macro_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" char(2) NOT NULL,
	"indicator" text NOT NULL,
	"name_key" text NOT NULL,
	"period" text,
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"outcome" numeric(8, 2) NOT NULL,
	"prior" numeric(8, 2),
	"prior_at" timestamp with time zone,
	"consensus" numeric(8, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"instrument_id" integer,
	"notice" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "trading_notices" ADD CONSTRAINT "trading_notices_market_id_markets_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("market_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_notices" ADD CONSTRAINT "trading_notices_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "macro_events_day_idx" ON "macro_events" USING btree ("day","at");--> statement-breakpoint
CREATE UNIQUE INDEX "macro_events_series_at_idx" ON "macro_events" USING btree ("name_key","at");--> statement-breakpoint
CREATE INDEX "trading_notices_at_idx" ON "trading_notices" USING btree ("at");--> statement-breakpoint
CREATE INDEX "trading_notices_market_at_idx" ON "trading_notices" USING btree ("market_id","at");--> statement-breakpoint
CREATE INDEX "news_tags_idx" ON "news" USING gin ("tags");--> statement-breakpoint
-- Tags for the news stored before the column: by type, and by the templates' words (market/news.ts) where one type has several topics.
UPDATE "news" SET "tags" = CASE
	WHEN "type" = 'MARKET_COMMENTARY' THEN ARRAY['MARKET']
	WHEN "type" = 'ANALYSIS' THEN ARRAY['ANALYST']
	WHEN "type" = 'NEWS' AND "headline" ~* '(order|kontrakt|ordre|tilauksen)' THEN ARRAY['ORDERS']
	WHEN "type" = 'NEWS' THEN ARRAY['EARNINGS']
	WHEN "type" = 'FLASH' AND "headline" ~* '(warning|varnar|varsler|nedjusterer|varoituksen)' THEN ARRAY['GUIDANCE', 'EARNINGS']
	WHEN "type" = 'FLASH' THEN ARRAY['GUIDANCE']
	WHEN "type" = 'PRESS_RELEASE' AND "headline" ~* 'general meeting' THEN ARRAY['GENERAL_MEETING']
	WHEN "type" = 'PRESS_RELEASE' AND "headline" ~* 'buyback' THEN ARRAY['BUYBACK']
	WHEN "type" = 'PRESS_RELEASE' THEN ARRAY['EARNINGS']
	ELSE "tags"
END WHERE "tags" = '{}'::text[];

CREATE TABLE "corporate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"instrument_id" integer NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"change" numeric(12, 4),
	"dividend_amount" numeric(20, 4),
	"dividend_currency" char(3)
);
--> statement-breakpoint
ALTER TABLE "corporate_events" ADD CONSTRAINT "corporate_events_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_events_instrument_day_idx" ON "corporate_events" USING btree ("instrument_id","day");
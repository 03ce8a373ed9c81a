CREATE TABLE "fund_facts" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"launch_date" date NOT NULL,
	"managers" jsonb NOT NULL,
	"ongoing_charge" numeric(6, 4) NOT NULL,
	"aum" numeric(20, 2) NOT NULL,
	"aum_currency" char(3) NOT NULL,
	"aum_day" date NOT NULL,
	"region" text NOT NULL,
	"dividend_strategy" text NOT NULL,
	"benchmark" text,
	"holdings" jsonb NOT NULL,
	"asset_allocation" jsonb NOT NULL,
	"region_allocation" jsonb NOT NULL,
	"sector_allocation" jsonb NOT NULL,
	CONSTRAINT "fund_facts_dividend_strategy_check" CHECK ("fund_facts"."dividend_strategy" IN ('ACCUMULATING', 'DISTRIBUTING'))
);
--> statement-breakpoint
ALTER TABLE "fund_facts" ADD CONSTRAINT "fund_facts_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_facts_region_idx" ON "fund_facts" USING btree ("region");
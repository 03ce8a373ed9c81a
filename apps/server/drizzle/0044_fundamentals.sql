CREATE TABLE "analyst_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"instrument_id" integer NOT NULL,
	"firm" text NOT NULL,
	"rating" text NOT NULL,
	"target_price" numeric(20, 4) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "analyst_ratings_rating_check" CHECK ("analyst_ratings"."rating" IN ('BUY', 'HOLD', 'SELL'))
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"founded" integer NOT NULL,
	"headquarters" text NOT NULL,
	"employees" integer NOT NULL,
	"ceo" text NOT NULL,
	"chair" text NOT NULL,
	"website" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_reports" (
	"instrument_id" integer NOT NULL,
	"fiscal_year" integer NOT NULL,
	"quarter" integer NOT NULL,
	"period_end" date NOT NULL,
	"report_day" date NOT NULL,
	"currency" char(3) NOT NULL,
	"revenue" numeric(20, 1) NOT NULL,
	"gross_profit" numeric(20, 1) NOT NULL,
	"operating_income" numeric(20, 1) NOT NULL,
	"net_income" numeric(20, 1) NOT NULL,
	"total_assets" numeric(20, 1) NOT NULL,
	"total_equity" numeric(20, 1) NOT NULL,
	"cash" numeric(20, 1) NOT NULL,
	"interest_bearing_debt" numeric(20, 1) NOT NULL,
	"operating_cash_flow" numeric(20, 1) NOT NULL,
	"capex" numeric(20, 1) NOT NULL,
	"shares_outstanding" bigint NOT NULL,
	CONSTRAINT "financial_reports_instrument_id_fiscal_year_quarter_pk" PRIMARY KEY("instrument_id","fiscal_year","quarter"),
	CONSTRAINT "financial_reports_quarter_check" CHECK ("financial_reports"."quarter" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "key_figure_favourites" (
	"customer_id" integer NOT NULL,
	"figure" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "key_figure_favourites_customer_id_figure_pk" PRIMARY KEY("customer_id","figure")
);
--> statement-breakpoint
CREATE TABLE "short_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instrument_id" integer NOT NULL,
	"holder" text NOT NULL,
	"percent" numeric(6, 2) NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyst_ratings" ADD CONSTRAINT "analyst_ratings_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_reports" ADD CONSTRAINT "financial_reports_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_figure_favourites" ADD CONSTRAINT "key_figure_favourites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_positions" ADD CONSTRAINT "short_positions_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyst_ratings_instrument_idx" ON "analyst_ratings" USING btree ("instrument_id","day");--> statement-breakpoint
CREATE INDEX "short_positions_instrument_idx" ON "short_positions" USING btree ("instrument_id","day");
CREATE TABLE "scheduled_reports" (
	"instrument_id" integer NOT NULL,
	"fiscal_year" integer NOT NULL,
	"quarter" integer NOT NULL,
	"report_day" date NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"news_id" integer,
	CONSTRAINT "scheduled_reports_instrument_id_fiscal_year_quarter_pk" PRIMARY KEY("instrument_id","fiscal_year","quarter"),
	CONSTRAINT "scheduled_reports_quarter_check" CHECK ("scheduled_reports"."quarter" BETWEEN 1 AND 4)
);
--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD CONSTRAINT "scheduled_reports_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;
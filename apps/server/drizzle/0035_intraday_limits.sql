CREATE TABLE "intraday_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"accid" integer NOT NULL,
	"country" char(2) NOT NULL,
	"trading_day" date NOT NULL,
	"limit_amount" numeric(20, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"deactivated_at" timestamp with time zone,
	"ended_by" text,
	CONSTRAINT "intraday_limits_ended_by_check" CHECK ("intraday_limits"."ended_by" IN ('CUSTOMER', 'CLOSE'))
);
--> statement-breakpoint
ALTER TABLE "intraday_limits" ADD CONSTRAINT "intraday_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intraday_limits" ADD CONSTRAINT "intraday_limits_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intraday_limits_active_idx" ON "intraday_limits" USING btree ("accid","trading_day") WHERE "intraday_limits"."deactivated_at" is null;--> statement-breakpoint
CREATE INDEX "intraday_limits_customer_idx" ON "intraday_limits" USING btree ("customer_id","trading_day");
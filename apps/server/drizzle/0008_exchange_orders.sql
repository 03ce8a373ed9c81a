CREATE TABLE "exchange_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"accid" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"side" text NOT NULL,
	"order_type" text NOT NULL,
	"price" numeric(20, 4),
	"volume" integer NOT NULL,
	"traded_volume" integer DEFAULT 0 NOT NULL,
	"open_volume" integer,
	"currency" char(3) NOT NULL,
	"account_currency" char(3) NOT NULL,
	"valid_until" date NOT NULL,
	"state" text NOT NULL,
	"reject_code" text,
	"trigger_price" numeric(20, 4),
	"trail_percent" numeric(6, 2),
	"algo_aggression" text,
	"courtage_class" text NOT NULL,
	"reserved_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"reserved_volume" integer DEFAULT 0 NOT NULL,
	"traded_value" numeric(24, 4) DEFAULT '0' NOT NULL,
	"fees" numeric(20, 2) DEFAULT '0' NOT NULL,
	"fee_day" date,
	"fee_day_value" numeric(20, 2) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"accid" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"match_id" text NOT NULL,
	"side" text NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"volume" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"account_currency" char(3) NOT NULL,
	"fx_rate" numeric(20, 8) NOT NULL,
	"courtage" numeric(20, 2) NOT NULL,
	"fx_fee" numeric(20, 2) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"transaction_id" integer NOT NULL,
	"traded_at" timestamp with time zone NOT NULL,
	"trade_day" date NOT NULL,
	"settle_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "courtage_class" text DEFAULT 'MINI' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD CONSTRAINT "exchange_trades_order_id_exchange_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."exchange_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD CONSTRAINT "exchange_trades_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD CONSTRAINT "exchange_trades_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD CONSTRAINT "exchange_trades_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_trades" ADD CONSTRAINT "exchange_trades_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_orders_idempotency_idx" ON "exchange_orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "exchange_orders_accid_idx" ON "exchange_orders" USING btree ("accid","created_at");--> statement-breakpoint
CREATE INDEX "exchange_orders_active_idx" ON "exchange_orders" USING btree ("accid","instrument_id") WHERE "exchange_orders"."state" in ('NEW', 'WAITING', 'ON_MARKET', 'PART_DONE');--> statement-breakpoint
CREATE INDEX "exchange_orders_book_idx" ON "exchange_orders" USING btree ("instrument_id","id") WHERE "exchange_orders"."state" in ('NEW', 'WAITING', 'ON_MARKET', 'PART_DONE');--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_trades_match_idx" ON "exchange_trades" USING btree ("order_id","match_id");--> statement-breakpoint
CREATE INDEX "exchange_trades_accid_idx" ON "exchange_trades" USING btree ("accid","traded_at");
CREATE TABLE "customer_approvals" (
	"customer_id" integer NOT NULL,
	"mifid2_category" integer NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_approvals_customer_id_mifid2_category_pk" PRIMARY KEY("customer_id","mifid2_category")
);
--> statement-breakpoint
CREATE TABLE "fund_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"accid" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"side" text NOT NULL,
	"state" text NOT NULL,
	"amount" numeric(20, 2),
	"currency" char(3) NOT NULL,
	"percent" numeric(5, 2),
	"units" numeric(24, 6),
	"reserved_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"reserved_units" numeric(24, 6) DEFAULT '0' NOT NULL,
	"stop_time" timestamp with time zone NOT NULL,
	"trade_day" date NOT NULL,
	"settle_day" date NOT NULL,
	"nav" numeric(20, 6),
	"fee" numeric(20, 2),
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reply" jsonb NOT NULL,
	"order_referrer" text,
	"reject_code" text,
	"transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"executed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_approvals" ADD CONSTRAINT "customer_approvals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fund_orders_idempotency_idx" ON "fund_orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "fund_orders_customer_idx" ON "fund_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "fund_orders_accid_idx" ON "fund_orders" USING btree ("accid","instrument_id");--> statement-breakpoint
CREATE INDEX "fund_orders_due_idx" ON "fund_orders" USING btree ("state","stop_time");
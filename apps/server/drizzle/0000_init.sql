CREATE TABLE "accounts" (
	"accid" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"accno" text NOT NULL,
	"alias" text NOT NULL,
	"type" text NOT NULL,
	"currency" char(3) NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"account_code" text NOT NULL,
	"atyid" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_accno_unique" UNIQUE("accno")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"accid" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" integer,
	"booked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_no" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country" char(2) NOT NULL,
	"segment" text NOT NULL,
	"tier" text,
	"birth_date" date NOT NULL,
	"is_partner" boolean DEFAULT false NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_customer_no_unique" UNIQUE("customer_no")
);
--> statement-breakpoint
CREATE TABLE "daily_bars" (
	"instrument_id" integer NOT NULL,
	"day" date NOT NULL,
	"open" numeric(20, 4) NOT NULL,
	"high" numeric(20, 4) NOT NULL,
	"low" numeric(20, 4) NOT NULL,
	"close" numeric(20, 4) NOT NULL,
	"volume" bigint,
	CONSTRAINT "daily_bars_instrument_id_day_pk" PRIMARY KEY("instrument_id","day")
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"currency" char(3) PRIMARY KEY NOT NULL,
	"sek_per_unit" numeric(20, 8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_constituents" (
	"index_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"weight" numeric(10, 8) NOT NULL,
	CONSTRAINT "index_constituents_index_id_instrument_id_pk" PRIMARY KEY("index_id","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"isin" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"group_type" text NOT NULL,
	"instrument_type" text NOT NULL,
	"currency" char(3) NOT NULL,
	"market_id" integer NOT NULL,
	"sector" text,
	"mifid2_category" integer NOT NULL,
	"risk" text NOT NULL,
	"sfdr_article" integer,
	"fund_type" text,
	"buy_fee" numeric(8, 4),
	"sell_fee" numeric(8, 4),
	"prospectus_url" text,
	"buy_frequency" text,
	"sell_frequency" text,
	"min_investment" numeric(20, 2),
	"is_index_fund" boolean DEFAULT false NOT NULL,
	"active_for_buy" boolean DEFAULT true NOT NULL,
	"active_for_sell" boolean DEFAULT true NOT NULL,
	CONSTRAINT "instruments_isin_unique" UNIQUE("isin")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"market_id" integer PRIMARY KEY NOT NULL,
	"mic" text NOT NULL,
	"name" text NOT NULL,
	"country" char(2) NOT NULL,
	"time_zone" text NOT NULL,
	"currency" char(3) NOT NULL,
	CONSTRAINT "markets_mic_unique" UNIQUE("mic")
);
--> statement-breakpoint
CREATE TABLE "minute_bars" (
	"instrument_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"open" numeric(20, 4) NOT NULL,
	"high" numeric(20, 4) NOT NULL,
	"low" numeric(20, 4) NOT NULL,
	"close" numeric(20, 4) NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "minute_bars_instrument_id_at_pk" PRIMARY KEY("instrument_id","at")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"accid" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"qty" numeric(24, 6) NOT NULL,
	"acq_price" numeric(20, 6) NOT NULL,
	"acq_value_acc" numeric(20, 2) NOT NULL,
	CONSTRAINT "positions_accid_instrument_id_pk" PRIMARY KEY("accid","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "tradables" (
	"id" serial PRIMARY KEY NOT NULL,
	"instrument_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"lot_size" integer DEFAULT 1 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"accid" integer NOT NULL,
	"type" text NOT NULL,
	"instrument_id" integer,
	"trade_date" date NOT NULL,
	"settle_date" date NOT NULL,
	"quantity" numeric(24, 6),
	"price" numeric(20, 6),
	"amount" numeric(20, 2) NOT NULL,
	"fee" numeric(20, 2) DEFAULT '0' NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ledger" ADD CONSTRAINT "cash_ledger_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ledger" ADD CONSTRAINT "cash_ledger_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_bars" ADD CONSTRAINT "daily_bars_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_constituents" ADD CONSTRAINT "index_constituents_index_id_instruments_instrument_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_constituents" ADD CONSTRAINT "index_constituents_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_market_id_markets_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("market_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minute_bars" ADD CONSTRAINT "minute_bars_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradables" ADD CONSTRAINT "tradables_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradables" ADD CONSTRAINT "tradables_market_id_markets_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("market_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_customer_idx" ON "accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cash_ledger_accid_idx" ON "cash_ledger" USING btree ("accid");--> statement-breakpoint
CREATE INDEX "instruments_symbol_idx" ON "instruments" USING btree ("symbol");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tradables_market_identifier_idx" ON "tradables" USING btree ("market_id","identifier");--> statement-breakpoint
CREATE INDEX "transactions_accid_idx" ON "transactions" USING btree ("accid","trade_date");--> statement-breakpoint
CREATE INDEX "transactions_instr_idx" ON "transactions" USING btree ("instrument_id");
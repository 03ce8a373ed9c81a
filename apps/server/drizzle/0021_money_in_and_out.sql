CREATE TABLE "bank_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"accid" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"bank_account_id" integer,
	"transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_bank_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_bank_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"country" char(2) NOT NULL,
	"locale" text NOT NULL,
	"end_user_id" text NOT NULL,
	"end_user_name" text NOT NULL,
	"notification_url" text NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"suggested_accounts" jsonb NOT NULL,
	"status" text NOT NULL,
	"payer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_limits" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"currency" char(3) NOT NULL,
	"daily_limit" numeric(20, 2) NOT NULL,
	"pending_limit" numeric(20, 2),
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"accid" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"send_day" date NOT NULL,
	"transaction_id" integer NOT NULL,
	"reversal_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_bank_account_id_external_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."external_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_limits" ADD CONSTRAINT "withdrawal_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_external_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."external_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reversal_id_transactions_id_fk" FOREIGN KEY ("reversal_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_ref_idx" ON "deposits" USING btree ("method","provider_ref");--> statement-breakpoint
CREATE INDEX "deposits_customer_idx" ON "deposits" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sim_bank_notifications_due_idx" ON "sim_bank_notifications" USING btree ("next_attempt_at") WHERE "sim_bank_notifications"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawals_customer_idx" ON "withdrawals" USING btree ("customer_id","requested_at");
CREATE TABLE "external_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"country" char(2) NOT NULL,
	"clearing" text DEFAULT '' NOT NULL,
	"account_number" text NOT NULL,
	"display" text NOT NULL,
	"bank" text,
	"created_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"withdrawals_from" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "external_bank_accounts" ADD CONSTRAINT "external_bank_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_bank_accounts_number_idx" ON "external_bank_accounts" USING btree ("customer_id","country","clearing","account_number") WHERE "external_bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "external_bank_accounts_customer_idx" ON "external_bank_accounts" USING btree ("customer_id");
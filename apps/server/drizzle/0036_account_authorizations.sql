CREATE TABLE "account_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"accid" integer NOT NULL,
	"grantor_customer_id" integer NOT NULL,
	"grantee_customer_id" integer NOT NULL,
	"permission" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "account_authorizations_permission_check" CHECK ("account_authorizations"."permission" IN ('VIEW')),
	CONSTRAINT "account_authorizations_not_self_check" CHECK ("account_authorizations"."grantor_customer_id" <> "account_authorizations"."grantee_customer_id")
);
--> statement-breakpoint
ALTER TABLE "account_authorizations" ADD CONSTRAINT "account_authorizations_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_authorizations" ADD CONSTRAINT "account_authorizations_grantor_customer_id_customers_id_fk" FOREIGN KEY ("grantor_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_authorizations" ADD CONSTRAINT "account_authorizations_grantee_customer_id_customers_id_fk" FOREIGN KEY ("grantee_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_authorizations_grantor_idx" ON "account_authorizations" USING btree ("grantor_customer_id");--> statement-breakpoint
CREATE INDEX "account_authorizations_grantee_idx" ON "account_authorizations" USING btree ("grantee_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_authorizations_active_idx" ON "account_authorizations" USING btree ("accid","grantee_customer_id","permission") WHERE "account_authorizations"."revoked_at" IS NULL;
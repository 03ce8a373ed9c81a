CREATE TABLE "marketing_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"email" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_consents_source_check" CHECK ("marketing_consents"."source" IN ('SIGNUP', 'SETTINGS'))
);
--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consents_customer_idx" ON "marketing_consents" USING btree ("customer_id","recorded_at");
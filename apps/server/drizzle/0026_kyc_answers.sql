CREATE TABLE "kyc_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"risk_level" text NOT NULL,
	"risk_score" integer NOT NULL,
	"risk_reasons" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "kyc_answers_risk_level_check" CHECK ("kyc_answers"."risk_level" IN ('LOW', 'MEDIUM', 'HIGH'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "person_type" text DEFAULT 'NAT' NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_answers" ADD CONSTRAINT "kyc_answers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_answers_customer_idx" ON "kyc_answers" USING btree ("customer_id","answered_at");
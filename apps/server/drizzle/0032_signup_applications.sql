CREATE TABLE "signup_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"current_step" text,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"risk" jsonb,
	"customer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "signup_applications_status_check" CHECK ("signup_applications"."status" IN ('OPEN', 'MANUAL_REVIEW', 'MINOR', 'REFUSED', 'DONE'))
);
--> statement-breakpoint
ALTER TABLE "signup_applications" ADD CONSTRAINT "signup_applications_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_applications" ADD CONSTRAINT "signup_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_applications_prospect_idx" ON "signup_applications" USING btree ("prospect_id");
CREATE TABLE "onboarding_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"statement" text,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"reviewer" text,
	"rejection_reason" text,
	"customer_id" integer,
	CONSTRAINT "onboarding_cases_status_check" CHECK ("onboarding_cases"."status" IN ('OPEN', 'SUBMITTED', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "crm_attachments" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_tasks" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_upload_tokens" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_attachments" ADD COLUMN "onboarding_case_id" integer;--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD COLUMN "onboarding_case_id" integer;--> statement-breakpoint
ALTER TABLE "crm_upload_tokens" ADD COLUMN "onboarding_case_id" integer;--> statement-breakpoint
ALTER TABLE "onboarding_cases" ADD CONSTRAINT "onboarding_cases_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_cases" ADD CONSTRAINT "onboarding_cases_application_id_signup_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."signup_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_cases" ADD CONSTRAINT "onboarding_cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_cases_application_idx" ON "onboarding_cases" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "onboarding_cases_prospect_idx" ON "onboarding_cases" USING btree ("prospect_id");--> statement-breakpoint
ALTER TABLE "crm_attachments" ADD CONSTRAINT "crm_attachments_onboarding_case_id_onboarding_cases_id_fk" FOREIGN KEY ("onboarding_case_id") REFERENCES "public"."onboarding_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD CONSTRAINT "crm_tasks_onboarding_case_id_onboarding_cases_id_fk" FOREIGN KEY ("onboarding_case_id") REFERENCES "public"."onboarding_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_upload_tokens" ADD CONSTRAINT "crm_upload_tokens_onboarding_case_id_onboarding_cases_id_fk" FOREIGN KEY ("onboarding_case_id") REFERENCES "public"."onboarding_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_tasks_onboarding_case_idx" ON "crm_tasks" USING btree ("onboarding_case_id","id");--> statement-breakpoint
ALTER TABLE "crm_attachments" ADD CONSTRAINT "crm_attachments_owner_check" CHECK (num_nonnulls("crm_attachments"."customer_id", "crm_attachments"."onboarding_case_id") = 1);--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD CONSTRAINT "crm_tasks_owner_check" CHECK (num_nonnulls("crm_tasks"."customer_id", "crm_tasks"."onboarding_case_id") = 1);--> statement-breakpoint
ALTER TABLE "crm_upload_tokens" ADD CONSTRAINT "crm_upload_tokens_owner_check" CHECK (num_nonnulls("crm_upload_tokens"."customer_id", "crm_upload_tokens"."onboarding_case_id") = 1);
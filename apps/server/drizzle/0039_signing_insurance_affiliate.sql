CREATE TABLE "affiliate_codes" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"referred_customer_id" integer PRIMARY KEY NOT NULL,
	"referrer_customer_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiary_designations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"accid" integer NOT NULL,
	"clause" text NOT NULL,
	"beneficiaries" jsonb NOT NULL,
	"status" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"signing_ref" text,
	"sign_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signed_pdf" "bytea",
	"signed_pdf_sha256" text,
	"ended_at" timestamp with time zone,
	CONSTRAINT "beneficiary_designations_status_check" CHECK ("beneficiary_designations"."status" IN ('PENDING_SIGNATURE', 'SIGNED', 'SUPERSEDED', 'CANCELLED', 'EXPIRED')),
	CONSTRAINT "beneficiary_designations_clause_check" CHECK ("beneficiary_designations"."clause" IN ('STANDARD', 'NAMED'))
);
--> statement-breakpoint
CREATE TABLE "signup_referrals" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_sign_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lang" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"signer_name" text NOT NULL,
	"signer_national_id" text,
	"token_sha256" text NOT NULL,
	"callback_url" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"sealed_pdf" "bytea",
	"created_at" timestamp with time zone NOT NULL,
	"callback_delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_referred_customer_id_customers_id_fk" FOREIGN KEY ("referred_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_referrer_customer_id_customers_id_fk" FOREIGN KEY ("referrer_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_designations" ADD CONSTRAINT "beneficiary_designations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_designations" ADD CONSTRAINT "beneficiary_designations_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_referrals" ADD CONSTRAINT "signup_referrals_application_id_signup_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."signup_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_referrals_referrer_idx" ON "affiliate_referrals" USING btree ("referrer_customer_id");--> statement-breakpoint
CREATE INDEX "beneficiary_designations_account_idx" ON "beneficiary_designations" USING btree ("accid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiary_designations_signing_ref_idx" ON "beneficiary_designations" USING btree ("signing_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiary_designations_pending_idx" ON "beneficiary_designations" USING btree ("accid") WHERE "beneficiary_designations"."status" = 'PENDING_SIGNATURE';--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiary_designations_signed_idx" ON "beneficiary_designations" USING btree ("accid") WHERE "beneficiary_designations"."status" = 'SIGNED';
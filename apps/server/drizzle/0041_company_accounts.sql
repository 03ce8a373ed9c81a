CREATE TABLE "company_openings" (
	"company_customer_id" integer PRIMARY KEY NOT NULL,
	"opened_by_customer_id" integer NOT NULL,
	"register" jsonb NOT NULL,
	"beneficial_owners" jsonb NOT NULL,
	"none_above_25" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_representatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_customer_id" integer NOT NULL,
	"person_customer_id" integer NOT NULL,
	"role" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_user_id" integer;--> statement-breakpoint
ALTER TABLE "company_openings" ADD CONSTRAINT "company_openings_company_customer_id_customers_id_fk" FOREIGN KEY ("company_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_openings" ADD CONSTRAINT "company_openings_opened_by_customer_id_customers_id_fk" FOREIGN KEY ("opened_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_representatives" ADD CONSTRAINT "company_representatives_company_customer_id_customers_id_fk" FOREIGN KEY ("company_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_representatives" ADD CONSTRAINT "company_representatives_person_customer_id_customers_id_fk" FOREIGN KEY ("person_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_representatives_in_force_idx" ON "company_representatives" USING btree ("company_customer_id","person_customer_id") WHERE "company_representatives"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "company_representatives_person_idx" ON "company_representatives" USING btree ("person_customer_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
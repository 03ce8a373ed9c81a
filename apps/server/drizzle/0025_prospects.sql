CREATE TABLE "prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" char(2) NOT NULL,
	"national_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"identified_by" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "prospect_id" integer;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_country_national_id_idx" ON "prospects" USING btree ("country","national_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_country_national_id_idx" ON "customers" USING btree ("country","national_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_subject_check" CHECK (("sessions"."user_id" IS NULL) <> ("sessions"."prospect_id" IS NULL));
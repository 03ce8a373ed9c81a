CREATE TABLE "customer_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_consents_kind_check" CHECK ("customer_consents"."kind" IN ('TERMS'))
);
--> statement-breakpoint
CREATE TABLE "customer_leis" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"lei" char(20) NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"given_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_leis" ADD CONSTRAINT "customer_leis_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_consents_customer_idx" ON "customer_consents" USING btree ("customer_id","kind","accepted_at");--> statement-breakpoint
CREATE INDEX "customer_leis_customer_idx" ON "customer_leis" USING btree ("customer_id","given_at");
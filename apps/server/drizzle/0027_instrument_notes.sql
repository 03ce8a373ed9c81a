CREATE TABLE "instrument_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instrument_notes" ADD CONSTRAINT "instrument_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_notes" ADD CONSTRAINT "instrument_notes_instrument_id_instruments_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("instrument_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instrument_notes_customer_instrument_idx" ON "instrument_notes" USING btree ("customer_id","instrument_id");
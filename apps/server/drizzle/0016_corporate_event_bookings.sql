CREATE TABLE "corporate_event_bookings" (
	"event_id" integer NOT NULL,
	"accid" integer NOT NULL,
	"transaction_id" integer,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "corporate_event_bookings_event_id_accid_pk" PRIMARY KEY("event_id","accid")
);
--> statement-breakpoint
ALTER TABLE "corporate_events" ADD COLUMN "pay_day" date;--> statement-breakpoint
ALTER TABLE "corporate_events" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corporate_event_bookings" ADD CONSTRAINT "corporate_event_bookings_event_id_corporate_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."corporate_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_event_bookings" ADD CONSTRAINT "corporate_event_bookings_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_event_bookings" ADD CONSTRAINT "corporate_event_bookings_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_events_unbooked_idx" ON "corporate_events" USING btree ("pay_day") WHERE "corporate_events"."booked_at" is null and "corporate_events"."pay_day" is not null;
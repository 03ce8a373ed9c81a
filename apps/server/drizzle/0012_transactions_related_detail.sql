ALTER TABLE "transactions" ADD COLUMN "related_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_related_id_transactions_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_related_idx" ON "transactions" USING btree ("related_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reversed_once_idx" ON "transactions" USING btree ("related_id") WHERE "transactions"."type" = 'REVERSAL';
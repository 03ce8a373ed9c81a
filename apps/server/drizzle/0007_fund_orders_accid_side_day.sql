-- The same-day rules ask whether an account placed a buy or a sell of an instrument today: with side
-- and created_at in the account's index that reads today's orders of that side, not the account's
-- whole history of the instrument. The (accid) and (accid, instrument_id) reads use its prefix as before.
DROP INDEX "fund_orders_accid_idx";--> statement-breakpoint
CREATE INDEX "fund_orders_accid_idx" ON "fund_orders" USING btree ("accid","instrument_id","side","created_at");
-- Fewer and smaller indexes on wb_orders, which every synced orders page inserts into: the
-- product index serves the grid and the rollup both, and the srid lookup is a hash index.
DROP INDEX "wb_orders_company_nm_idx";--> statement-breakpoint
DROP INDEX "wb_orders_company_srid_idx";--> statement-breakpoint
DROP INDEX "wb_orders_account_nm_date_idx";--> statement-breakpoint
CREATE INDEX "wb_orders_company_nm_date_idx" ON "wb_orders" USING btree ("company_id","nm_id","date");--> statement-breakpoint
CREATE INDEX "wb_orders_srid_idx" ON "wb_orders" USING hash ("srid");
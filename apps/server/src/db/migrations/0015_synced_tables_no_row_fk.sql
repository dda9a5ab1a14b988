ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_account_id_wb_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_daily" DROP CONSTRAINT "sales_daily_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_daily" DROP CONSTRAINT "sales_daily_account_id_wb_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "wb_orders" DROP CONSTRAINT "wb_orders_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wb_orders" DROP CONSTRAINT "wb_orders_account_id_wb_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "wb_sales" DROP CONSTRAINT "wb_sales_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wb_sales" DROP CONSTRAINT "wb_sales_account_id_wb_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "finance_daily" DROP CONSTRAINT "finance_daily_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "finance_daily" DROP CONSTRAINT "finance_daily_account_id_wb_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "realization_rows" DROP CONSTRAINT "realization_rows_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "realization_rows" DROP CONSTRAINT "realization_rows_account_id_wb_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "realization_rows" DROP CONSTRAINT "realization_rows_report_fk";
--> statement-breakpoint
ALTER TABLE "stock_daily" DROP CONSTRAINT "stock_daily_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_daily" DROP CONSTRAINT "stock_daily_account_id_wb_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_snapshots" DROP CONSTRAINT "stock_snapshots_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_snapshots" DROP CONSTRAINT "stock_snapshots_account_id_wb_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "wb_stock_seen" DROP CONSTRAINT "wb_stock_seen_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wb_stock_seen" DROP CONSTRAINT "wb_stock_seen_account_id_wb_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "wb_stocks" DROP CONSTRAINT "wb_stocks_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wb_stocks" DROP CONSTRAINT "wb_stocks_account_id_wb_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "wb_paid_storage" DROP CONSTRAINT "wb_paid_storage_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wb_paid_storage" DROP CONSTRAINT "wb_paid_storage_account_id_wb_accounts_id_fk";
--> statement-breakpoint
-- Synced high-volume tables check no reference per row (tenant-columns.ts `syncedTenant`):
-- deleting an account, or a company through its accounts, deletes their rows here, once per
-- statement. `synced-tables.int.test.ts` requires every table with account_id and no foreign
-- key to wb_accounts to be listed.
CREATE FUNCTION wb_accounts_delete_synced() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM wb_orders t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  DELETE FROM wb_sales t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  DELETE FROM sales_daily t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  DELETE FROM order_status_history t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  DELETE FROM realization_rows t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  DELETE FROM finance_daily t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  DELETE FROM wb_stocks t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  DELETE FROM stock_snapshots t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  DELETE FROM stock_daily t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  DELETE FROM wb_stock_seen t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  DELETE FROM wb_paid_storage t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER wb_accounts_deleted AFTER DELETE ON wb_accounts
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION wb_accounts_delete_synced();

CREATE TABLE "pnl_dirty" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account_id" uuid,
	"nm_id" bigint,
	"since" date NOT NULL,
	"until" date NOT NULL,
	CONSTRAINT "pnl_dirty_kind_check" CHECK ("pnl_dirty"."kind" IN ('row', 'cost', 'journal', 'all'))
);
--> statement-breakpoint
CREATE TABLE "pnl_rollup" (
	"company_id" uuid NOT NULL,
	"level" text NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	"for_pay" numeric DEFAULT '0' NOT NULL,
	"commission" numeric DEFAULT '0' NOT NULL,
	"acquiring" numeric DEFAULT '0' NOT NULL,
	"pvz_reward" numeric DEFAULT '0' NOT NULL,
	"logistics" numeric DEFAULT '0' NOT NULL,
	"storage" numeric DEFAULT '0' NOT NULL,
	"acceptance" numeric DEFAULT '0' NOT NULL,
	"penalties" numeric DEFAULT '0' NOT NULL,
	"deductions" numeric DEFAULT '0' NOT NULL,
	"corrections" numeric DEFAULT '0' NOT NULL,
	"payout" numeric DEFAULT '0' NOT NULL,
	"sold_units" numeric DEFAULT '0' NOT NULL,
	"returned_units" numeric DEFAULT '0' NOT NULL,
	"cogs" numeric DEFAULT '0' NOT NULL,
	"costless_units" numeric DEFAULT '0' NOT NULL,
	"advertising" numeric DEFAULT '0' NOT NULL,
	"other_income" numeric DEFAULT '0' NOT NULL,
	"fx_advertising" numeric DEFAULT '0' NOT NULL,
	"fx_salaries" numeric DEFAULT '0' NOT NULL,
	"fx_rent" numeric DEFAULT '0' NOT NULL,
	"fx_services" numeric DEFAULT '0' NOT NULL,
	"fx_taxes_paid" numeric DEFAULT '0' NOT NULL,
	"fx_logistics_outside_wb" numeric DEFAULT '0' NOT NULL,
	"fx_bank_fees" numeric DEFAULT '0' NOT NULL,
	"fx_other" numeric DEFAULT '0' NOT NULL,
	"fx_purchases" numeric DEFAULT '0' NOT NULL,
	"unrated_transactions" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "pnl_rollup_key" UNIQUE("company_id","level","account_id","nm_id","organization_id","day"),
	CONSTRAINT "pnl_rollup_level_check" CHECK ("pnl_rollup"."level" IN ('product_day', 'product_month', 'account_day', 'account_month'))
);
--> statement-breakpoint
CREATE INDEX "pnl_dirty_company_idx" ON "pnl_dirty" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pnl_rollup_read_idx" ON "pnl_rollup" USING btree ("company_id","level","day");--> statement-breakpoint
-- The P&L rollup's marks (income.table.ts pnl_dirty, modules/income/pnl-rollup.ts): every
-- statement that changes a source of the P&L records, in its own transaction, which rows of the
-- rollup it touches, whoever runs it. One set-based INSERT per statement. Deletions made by an
-- account's or a company's deletion mark nothing (their rollup rows go with them).
CREATE FUNCTION pnl_mark_finance_daily() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pnl_dirty (company_id, kind, account_id, nm_id, since, until)
    SELECT DISTINCT n.company_id, 'row', n.account_id, n.nm_id, n.day, n.day FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO pnl_dirty (company_id, kind, account_id, nm_id, since, until)
    SELECT n.company_id, 'row', n.account_id, n.nm_id, n.day, n.day FROM new_rows n
     UNION SELECT o.company_id, 'row', o.account_id, o.nm_id, o.day, o.day FROM old_rows o;
  ELSE
    INSERT INTO pnl_dirty (company_id, kind, account_id, nm_id, since, until)
    SELECT DISTINCT o.company_id, 'row', o.account_id, o.nm_id, o.day, o.day FROM old_rows o
     WHERE EXISTS (SELECT 1 FROM wb_accounts a WHERE a.id = o.account_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER finance_daily_pnl_inserted AFTER INSERT ON finance_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_finance_daily();--> statement-breakpoint
CREATE TRIGGER finance_daily_pnl_updated AFTER UPDATE ON finance_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_finance_daily();--> statement-breakpoint
CREATE TRIGGER finance_daily_pnl_deleted AFTER DELETE ON finance_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_finance_daily();--> statement-breakpoint
-- Ad spend by invoice: the cabinet's shop-level row of the document's day.
CREATE FUNCTION pnl_mark_ad_spend() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO pnl_dirty (company_id, kind, account_id, nm_id, since, until)
    SELECT DISTINCT n.company_id, 'row', n.account_id, NULL::bigint, n.date, n.date
      FROM new_rows n WHERE n.payment_type = 'Счёт';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO pnl_dirty (company_id, kind, account_id, nm_id, since, until)
    SELECT DISTINCT o.company_id, 'row', o.account_id, NULL::bigint, o.date, o.date
      FROM old_rows o
     WHERE o.payment_type = 'Счёт' AND EXISTS (SELECT 1 FROM wb_accounts a WHERE a.id = o.account_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ad_spend_pnl_inserted AFTER INSERT ON ad_spend
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_ad_spend();--> statement-breakpoint
CREATE TRIGGER ad_spend_pnl_updated AFTER UPDATE ON ad_spend
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_ad_spend();--> statement-breakpoint
CREATE TRIGGER ad_spend_pnl_deleted AFTER DELETE ON ad_spend
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_ad_spend();--> statement-breakpoint
-- A product's cost version (the P&L uses the product's own, not a size's): COGS of the days it
-- covers, up to the product's next version.
CREATE FUNCTION pnl_mark_product_costs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO pnl_dirty (company_id, kind, account_id, nm_id, since, until)
    SELECT c.company_id, 'cost', c.account_id, c.nm_id, c.valid_from,
           coalesce((SELECT min(p.valid_from) - 1 FROM product_costs p
                      WHERE p.account_id = c.account_id AND p.nm_id = c.nm_id
                        AND p.chrt_id IS NULL AND p.valid_from > c.valid_from), 'infinity')
      FROM new_rows c WHERE c.chrt_id IS NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO pnl_dirty (company_id, kind, account_id, nm_id, since, until)
    SELECT c.company_id, 'cost', c.account_id, c.nm_id, c.valid_from,
           coalesce((SELECT min(p.valid_from) - 1 FROM product_costs p
                      WHERE p.account_id = c.account_id AND p.nm_id = c.nm_id
                        AND p.chrt_id IS NULL AND p.valid_from > c.valid_from), 'infinity')
      FROM old_rows c
     WHERE c.chrt_id IS NULL AND EXISTS (SELECT 1 FROM wb_accounts a WHERE a.id = c.account_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_costs_pnl_inserted AFTER INSERT ON product_costs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_product_costs();--> statement-breakpoint
CREATE TRIGGER product_costs_pnl_updated AFTER UPDATE ON product_costs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_product_costs();--> statement-breakpoint
CREATE TRIGGER product_costs_pnl_deleted AFTER DELETE ON product_costs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_product_costs();--> statement-breakpoint
-- A currency's rates (every company): COGS of the products whose versions are in it and the
-- finance transactions in it, over the days the changed rates apply to (up to the next rate).
CREATE FUNCTION pnl_mark_currency_rates() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  currencies char(3)[] := '{}';
  dates date[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT currencies || array_agg(n.currency), dates || array_agg(n.date)
      INTO currencies, dates FROM new_rows n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT currencies || array_agg(o.currency), dates || array_agg(o.date)
      INTO currencies, dates FROM old_rows o;
  END IF;
  WITH spans AS (
    SELECT c.currency, min(c.date) AS since,
           coalesce((SELECT min(r.date) - 1 FROM currency_rates r
                      WHERE r.currency = c.currency AND r.date > max(c.date)), 'infinity') AS until
      FROM unnest(currencies, dates) AS c(currency, date) GROUP BY c.currency
  )
  INSERT INTO pnl_dirty (company_id, kind, account_id, nm_id, since, until)
  SELECT DISTINCT p.company_id, 'cost', p.account_id, p.nm_id, s.since, s.until
    FROM spans s JOIN product_costs p ON p.currency = s.currency AND p.chrt_id IS NULL
                                     AND p.valid_from <= s.until
  UNION
  SELECT DISTINCT t.company_id, 'journal', NULL::uuid, NULL::bigint, s.since, s.until
    FROM spans s JOIN finance_transactions t ON t.currency = s.currency
                                            AND t.date BETWEEN s.since AND s.until;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER currency_rates_pnl_inserted AFTER INSERT ON currency_rates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_currency_rates();--> statement-breakpoint
CREATE TRIGGER currency_rates_pnl_updated AFTER UPDATE ON currency_rates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_currency_rates();--> statement-breakpoint
CREATE TRIGGER currency_rates_pnl_deleted AFTER DELETE ON currency_rates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_currency_rates();--> statement-breakpoint
-- A finance transaction: the company-level rows of its day.
CREATE FUNCTION pnl_mark_finance_transactions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO pnl_dirty (company_id, kind, since, until)
    SELECT DISTINCT n.company_id, 'journal', n.date, n.date FROM new_rows n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO pnl_dirty (company_id, kind, since, until)
    SELECT DISTINCT o.company_id, 'journal', o.date, o.date FROM old_rows o
     WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = o.company_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER finance_transactions_pnl_inserted AFTER INSERT ON finance_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_finance_transactions();--> statement-breakpoint
CREATE TRIGGER finance_transactions_pnl_updated AFTER UPDATE ON finance_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_finance_transactions();--> statement-breakpoint
CREATE TRIGGER finance_transactions_pnl_deleted AFTER DELETE ON finance_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_finance_transactions();--> statement-breakpoint
-- A category mapped to another P&L line (or of another kind): all the company-level rows.
CREATE FUNCTION pnl_mark_finance_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO pnl_dirty (company_id, kind, since, until)
    SELECT DISTINCT o.company_id, 'journal', '-infinity'::date, 'infinity'::date
      FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE n.pnl_line IS DISTINCT FROM o.pnl_line OR n.kind IS DISTINCT FROM o.kind;
  ELSE
    INSERT INTO pnl_dirty (company_id, kind, since, until)
    SELECT DISTINCT o.company_id, 'journal', '-infinity'::date, 'infinity'::date
      FROM old_rows o WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = o.company_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER finance_categories_pnl_updated AFTER UPDATE ON finance_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_finance_categories();--> statement-breakpoint
CREATE TRIGGER finance_categories_pnl_deleted AFTER DELETE ON finance_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pnl_mark_finance_categories();--> statement-breakpoint
-- The rollup has no per-row foreign keys (income.table.ts): an account's rows and marks go with
-- it (the list of 0015 plus the two), a company's company-level rows with it.
CREATE OR REPLACE FUNCTION wb_accounts_delete_synced() RETURNS trigger
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
  DELETE FROM pnl_rollup t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  DELETE FROM pnl_dirty t USING gone g WHERE t.company_id = g.company_id AND t.account_id = g.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION companies_delete_pnl() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pnl_rollup t USING gone g WHERE t.company_id = g.id;
  DELETE FROM pnl_dirty t USING gone g WHERE t.company_id = g.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_deleted_pnl AFTER DELETE ON companies
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION companies_delete_pnl();--> statement-breakpoint
-- Every existing company's rollup is filled at its first refresh (a report read or a write).
INSERT INTO pnl_dirty (company_id, kind, since, until)
SELECT id, 'all', '-infinity'::date, 'infinity'::date FROM companies;

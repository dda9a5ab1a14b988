-- The status of an order line is stored (wb_orders.effective_status) so the /orders status
-- filter is an index range. Its sales part (sales_status) is kept by the triggers below: a
-- sales page marks the orders of its srids, an orders page takes the status of sales that came
-- first. Both are one set-based statement per written statement, not a trigger call per row.
ALTER TABLE "wb_orders" ADD COLUMN "sales_status" text;--> statement-breakpoint
UPDATE "wb_orders" o SET "sales_status" = s.status
  FROM (SELECT account_id, srid,
               CASE WHEN bool_or(sale_id LIKE 'R%') THEN 'returned'
                    WHEN bool_or(sale_id LIKE 'S%') THEN 'boughtOut' END AS status
          FROM "wb_sales" GROUP BY account_id, srid) s
 WHERE o.account_id = s.account_id AND o.srid = s.srid AND s.status IS NOT NULL;--> statement-breakpoint
ALTER TABLE "wb_orders" ADD COLUMN "effective_status" text GENERATED ALWAYS AS (CASE status WHEN 'buyout' THEN 'boughtOut' WHEN 'cancel' THEN 'cancelled' WHEN 'return' THEN 'returned' WHEN 'returnDefective' THEN 'returned' ELSE CASE WHEN is_cancel THEN 'cancelled' ELSE coalesce(sales_status, 'new') END END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "wb_orders_company_status_date_key_idx" ON "wb_orders" USING btree ("company_id","effective_status","date","account_id","srid");--> statement-breakpoint
-- Sales added, changed or removed: their orders' sales_status again, from all their sales
-- (null when none is left).
CREATE FUNCTION wb_sales_mark_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE wb_orders o SET sales_status = x.status
    FROM (SELECT c.account_id, c.srid,
                 (SELECT CASE WHEN bool_or(s.sale_id LIKE 'R%') THEN 'returned'
                              WHEN bool_or(s.sale_id LIKE 'S%') THEN 'boughtOut' END
                    FROM wb_sales s WHERE s.account_id = c.account_id AND s.srid = c.srid) AS status
            FROM (SELECT DISTINCT account_id, srid FROM changed) c) x
   WHERE o.account_id = x.account_id AND o.srid = x.srid
     AND o.sales_status IS DISTINCT FROM x.status;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wb_sales_inserted AFTER INSERT ON wb_sales
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION wb_sales_mark_orders();
--> statement-breakpoint
CREATE TRIGGER wb_sales_updated AFTER UPDATE ON wb_sales
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION wb_sales_mark_orders();
--> statement-breakpoint
CREATE TRIGGER wb_sales_deleted AFTER DELETE ON wb_sales
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION wb_sales_mark_orders();
--> statement-breakpoint
-- Orders inserted after their sales: only srids that have sales are looked at, so an orders
-- page that comes first (the usual case) costs one index probe per row.
CREATE FUNCTION wb_orders_take_sales_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE wb_orders o SET sales_status = x.status
    FROM (SELECT s.account_id, s.srid,
                 CASE WHEN bool_or(s.sale_id LIKE 'R%') THEN 'returned'
                      WHEN bool_or(s.sale_id LIKE 'S%') THEN 'boughtOut' END AS status
            FROM wb_sales s
           WHERE (s.account_id, s.srid) IN (SELECT account_id, srid FROM changed)
           GROUP BY s.account_id, s.srid) x
   WHERE o.account_id = x.account_id AND o.srid = x.srid
     AND o.sales_status IS DISTINCT FROM x.status;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wb_orders_inserted AFTER INSERT ON wb_orders
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION wb_orders_take_sales_status();

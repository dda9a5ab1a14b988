CREATE TABLE "own_flow_daily" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"day" date NOT NULL,
	"receipts" integer DEFAULT 0 NOT NULL,
	"returns" integer DEFAULT 0 NOT NULL,
	"write_offs" integer DEFAULT 0 NOT NULL,
	"shipments" integer DEFAULT 0 NOT NULL,
	"inventory" integer DEFAULT 0 NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	"net" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "own_flow_daily_company_id_account_id_nm_id_day_pk" PRIMARY KEY("company_id","account_id","nm_id","day")
);
--> statement-breakpoint
ALTER TABLE "own_flow_daily" ADD CONSTRAINT "own_flow_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_flow_daily" ADD CONSTRAINT "own_flow_daily_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_flow_daily" ADD CONSTRAINT "own_flow_daily_account_id_nm_id_products_account_id_nm_id_fk" FOREIGN KEY ("account_id","nm_id") REFERENCES "public"."products"("account_id","nm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The own side of the product flow (docs/domain.md#product-flow): every insert into the
-- append-only ledger adds its units to the day and kind of its operation, in the inserting
-- transaction, whoever inserts.
CREATE FUNCTION own_flow_add_movements() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO own_flow_daily AS f
    (company_id, account_id, nm_id, day, receipts, returns, write_offs, shipments, inventory, moves, net)
  SELECT m.company_id, m.account_id, m.nm_id, o.date,
         coalesce(sum(m.quantity) FILTER (WHERE o.kind = 'receipt'), 0),
         coalesce(sum(m.quantity) FILTER (WHERE o.kind = 'return'), 0),
         coalesce(-sum(m.quantity) FILTER (WHERE o.kind = 'writeOff'), 0),
         coalesce(-sum(m.quantity) FILTER (WHERE o.kind = 'shipment'), 0),
         coalesce(sum(m.quantity) FILTER (WHERE o.kind = 'inventory'), 0),
         coalesce(sum(m.quantity) FILTER (WHERE o.kind = 'move'), 0),
         sum(m.quantity)
    FROM new_rows m
    JOIN warehouse_operations o ON o.id = m.operation_id
   GROUP BY m.company_id, m.account_id, m.nm_id, o.date
  ON CONFLICT (company_id, account_id, nm_id, day) DO UPDATE SET
    receipts = f.receipts + excluded.receipts,
    returns = f.returns + excluded.returns,
    write_offs = f.write_offs + excluded.write_offs,
    shipments = f.shipments + excluded.shipments,
    inventory = f.inventory + excluded.inventory,
    moves = f.moves + excluded.moves,
    net = f.net + excluded.net;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_movements_own_flow AFTER INSERT ON stock_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_flow_add_movements();--> statement-breakpoint
-- The ledger written before this migration.
INSERT INTO own_flow_daily
  (company_id, account_id, nm_id, day, receipts, returns, write_offs, shipments, inventory, moves, net)
SELECT m.company_id, m.account_id, m.nm_id, o.date,
       coalesce(sum(m.quantity) FILTER (WHERE o.kind = 'receipt'), 0),
       coalesce(sum(m.quantity) FILTER (WHERE o.kind = 'return'), 0),
       coalesce(-sum(m.quantity) FILTER (WHERE o.kind = 'writeOff'), 0),
       coalesce(-sum(m.quantity) FILTER (WHERE o.kind = 'shipment'), 0),
       coalesce(sum(m.quantity) FILTER (WHERE o.kind = 'inventory'), 0),
       coalesce(sum(m.quantity) FILTER (WHERE o.kind = 'move'), 0),
       sum(m.quantity)
  FROM stock_movements m
  JOIN warehouse_operations o ON o.id = m.operation_id
 GROUP BY m.company_id, m.account_id, m.nm_id, o.date;--> statement-breakpoint
-- A balance's figure for a group of rows (docs/decisions/0006-reports.md, balance measures): the
-- sum of the values of the rows of the group's earliest (or latest) day; unknown (NULL) when any
-- of those values is, or when there is no such row. Stock at the start and at the end of a period.
CREATE TYPE balance_edge AS (day date, total numeric, missing boolean);--> statement-breakpoint
CREATE FUNCTION balance_edge_step(s balance_edge, d date, v numeric, latest boolean) RETURNS balance_edge
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN d IS NULL THEN s
    WHEN s IS NULL OR (NOT latest AND d < (s).day) OR (latest AND d > (s).day)
      THEN ROW(d, coalesce(v, 0), v IS NULL)::balance_edge
    WHEN d = (s).day THEN ROW(d, (s).total + coalesce(v, 0), (s).missing OR v IS NULL)::balance_edge
    ELSE s
  END
$$;--> statement-breakpoint
CREATE FUNCTION balance_first_step(s balance_edge, d date, v numeric) RETURNS balance_edge
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT balance_edge_step(s, d, v, false) $$;--> statement-breakpoint
CREATE FUNCTION balance_last_step(s balance_edge, d date, v numeric) RETURNS balance_edge
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT balance_edge_step(s, d, v, true) $$;--> statement-breakpoint
CREATE FUNCTION balance_edge_final(s balance_edge) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN s IS NULL OR (s).missing THEN NULL ELSE (s).total END
$$;--> statement-breakpoint
CREATE AGGREGATE balance_first(date, numeric) (
  SFUNC = balance_first_step, STYPE = balance_edge, FINALFUNC = balance_edge_final
);--> statement-breakpoint
CREATE AGGREGATE balance_last(date, numeric) (
  SFUNC = balance_last_step, STYPE = balance_edge, FINALFUNC = balance_edge_final
);

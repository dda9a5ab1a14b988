-- Stock history is a time series that only grows (DOMAIN.md §5): stock_snapshots is partitioned
-- by the Moscow month of taken_at, so old months can be detached or dropped whole and a period's
-- reads touch its months only. A month's partition is created by stock_snapshots_ensure_month(),
-- which the stocks writer calls before each page (a catalogue lookup once it exists). The
-- drizzle schema keeps describing the columns and keys; the partitioning lives here.
ALTER TABLE "stock_snapshots" RENAME TO "stock_snapshots_unpartitioned";--> statement-breakpoint
ALTER TABLE "stock_snapshots_unpartitioned" RENAME CONSTRAINT "stock_snapshots_company_id_account_id_nm_id_chrt_id_source_warehouse_id_taken_at_pk" TO "stock_snapshots_unpartitioned_pk";--> statement-breakpoint
ALTER TABLE "stock_snapshots_unpartitioned" RENAME CONSTRAINT "stock_snapshots_source_check" TO "stock_snapshots_unpartitioned_source_check";--> statement-breakpoint
ALTER INDEX "stock_snapshots_company_taken_idx" RENAME TO "stock_snapshots_unpartitioned_company_taken_idx";--> statement-breakpoint
CREATE TABLE "stock_snapshots" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"source" text NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"warehouse_name" text,
	"region_name" text,
	"quantity" integer,
	"in_way_to_client" integer,
	"in_way_from_client" integer,
	CONSTRAINT "stock_snapshots_company_id_account_id_nm_id_chrt_id_source_warehouse_id_taken_at_pk" PRIMARY KEY("company_id","account_id","nm_id","chrt_id","source","warehouse_id","taken_at"),
	CONSTRAINT "stock_snapshots_source_check" CHECK (source IN ('wb', 'seller'))
) PARTITION BY RANGE ("taken_at");--> statement-breakpoint
CREATE INDEX "stock_snapshots_company_taken_idx" ON "stock_snapshots" USING btree ("company_id","taken_at");--> statement-breakpoint
-- The partition of the Moscow month holding `at` (stock_snapshots_pYYYYMM), unless it exists.
-- Concurrent callers may race to create the same one: the loser finds it created.
CREATE FUNCTION stock_snapshots_ensure_month(at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  first date := date_trunc('month', at AT TIME ZONE 'Europe/Moscow')::date;
  part text := 'stock_snapshots_p' || to_char(first, 'YYYYMM');
BEGIN
  IF to_regclass(format('public.%I', part)) IS NOT NULL THEN
    RETURN;
  END IF;
  EXECUTE format(
    'CREATE TABLE IF NOT EXISTS public.%I PARTITION OF public.stock_snapshots FOR VALUES FROM (%L) TO (%L)',
    part,
    first::timestamp AT TIME ZONE 'Europe/Moscow',
    (first + 1 * interval '1 month')::timestamp AT TIME ZONE 'Europe/Moscow');
EXCEPTION WHEN duplicate_table OR unique_violation THEN
  NULL;
END $$;--> statement-breakpoint
-- Every month the stored rows have, from 2024 at the latest, through the month after next
-- (stepping from the first of a Moscow month never skips one).
SELECT stock_snapshots_ensure_month(m AT TIME ZONE 'Europe/Moscow')
  FROM generate_series(
    date_trunc('month', least((SELECT min(taken_at) FROM stock_snapshots_unpartitioned),
                              timestamptz '2024-01-01 00:00+03') AT TIME ZONE 'Europe/Moscow'),
    now() AT TIME ZONE 'Europe/Moscow' + interval '2 months',
    interval '1 month') m;--> statement-breakpoint
INSERT INTO "stock_snapshots" ("company_id", "account_id", "nm_id", "chrt_id", "source",
  "warehouse_id", "taken_at", "warehouse_name", "region_name", "quantity", "in_way_to_client",
  "in_way_from_client")
SELECT "company_id", "account_id", "nm_id", "chrt_id", "source", "warehouse_id", "taken_at",
  "warehouse_name", "region_name", "quantity", "in_way_to_client", "in_way_from_client"
  FROM "stock_snapshots_unpartitioned";--> statement-breakpoint
DROP TABLE "stock_snapshots_unpartitioned";

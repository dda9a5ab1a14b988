-- The stock ledger is append-only (docs/domain.md#own-warehouse): a movement is never changed or
-- deleted; a cancellation writes reverse movements. Deleting rows by a cascade (the company, the
-- WB account or the product removed) is let through: the trigger then runs nested (depth > 1).
CREATE FUNCTION stock_movements_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'stock_movements is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_append_only
  BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION stock_movements_refuse_change();
--> statement-breakpoint
CREATE TRIGGER stock_movements_no_truncate
  BEFORE TRUNCATE ON stock_movements
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_refuse_change();

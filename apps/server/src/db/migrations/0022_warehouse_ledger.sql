CREATE TABLE "stock_balances" (
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"value" numeric(18, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_warehouse_id_account_id_chrt_id_pk" PRIMARY KEY("warehouse_id","account_id","chrt_id"),
	CONSTRAINT "stock_balances_on_hand_check" CHECK ("stock_balances"."on_hand" >= 0),
	CONSTRAINT "stock_balances_reserved_check" CHECK ("stock_balances"."reserved" >= 0),
	CONSTRAINT "stock_balances_value_check" CHECK ("stock_balances"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_layer_takes" (
	"company_id" uuid NOT NULL,
	"movement_id" bigint NOT NULL,
	"layer_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_layer_takes_movement_id_layer_id_pk" PRIMARY KEY("movement_id","layer_id"),
	CONSTRAINT "stock_layer_takes_quantity_check" CHECK ("stock_layer_takes"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_layers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"movement_id" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "stock_layers_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "stock_layers_remaining_check" CHECK ("stock_layers"."remaining" >= 0 AND "stock_layers"."remaining" <= "stock_layers"."quantity"),
	CONSTRAINT "stock_layers_unit_cost_check" CHECK ("stock_layers"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"quantity" integer NOT NULL,
	"cost" numeric(18, 2) NOT NULL,
	"reverses_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "stock_movements_quantity_check" CHECK ("stock_movements"."quantity" <> 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_operation_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" numeric(14, 2),
	"book_quantity" integer,
	CONSTRAINT "warehouse_operation_lines_line_key" UNIQUE("operation_id","line_no"),
	CONSTRAINT "warehouse_operation_lines_quantity_check" CHECK ("warehouse_operation_lines"."quantity" >= 0),
	CONSTRAINT "warehouse_operation_lines_unit_cost_check" CHECK ("warehouse_operation_lines"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_operation_numbers" (
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "warehouse_operation_numbers_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
CREATE TABLE "warehouse_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"date" date NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"to_warehouse_id" uuid,
	"reason" text,
	"comment" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "warehouse_operations_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "warehouse_operations_number_key" UNIQUE("company_id","year","number"),
	CONSTRAINT "warehouse_operations_kind_check" CHECK ("warehouse_operations"."kind" IN ('receipt', 'writeOff', 'move', 'shipment', 'inventory', 'return')),
	CONSTRAINT "warehouse_operations_status_check" CHECK ("warehouse_operations"."status" IN ('draft', 'posted', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "warehouses_type_check" CHECK ("warehouses"."type" IN ('own', 'fulfilment'))
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_id_company_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_account_id_nm_id_products_account_id_nm_id_fk" FOREIGN KEY ("account_id","nm_id") REFERENCES "public"."products"("account_id","nm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_layer_takes" ADD CONSTRAINT "stock_layer_takes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_layer_takes" ADD CONSTRAINT "stock_layer_takes_layer_company_fk" FOREIGN KEY ("company_id","layer_id") REFERENCES "public"."stock_layers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_layer_takes" ADD CONSTRAINT "stock_layer_takes_movement_company_fk" FOREIGN KEY ("company_id","movement_id") REFERENCES "public"."stock_movements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_layers" ADD CONSTRAINT "stock_layers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_layers" ADD CONSTRAINT "stock_layers_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_layers" ADD CONSTRAINT "stock_layers_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_layers" ADD CONSTRAINT "stock_layers_warehouse_id_company_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_layers" ADD CONSTRAINT "stock_layers_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_layers" ADD CONSTRAINT "stock_layers_movement_company_fk" FOREIGN KEY ("company_id","movement_id") REFERENCES "public"."stock_movements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_operation_id_warehouse_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."warehouse_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_operation_id_company_fk" FOREIGN KEY ("company_id","operation_id") REFERENCES "public"."warehouse_operations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_warehouse_id_company_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_account_id_nm_id_products_account_id_nm_id_fk" FOREIGN KEY ("account_id","nm_id") REFERENCES "public"."products"("account_id","nm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operation_lines" ADD CONSTRAINT "warehouse_operation_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operation_lines" ADD CONSTRAINT "warehouse_operation_lines_operation_id_warehouse_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."warehouse_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operation_lines" ADD CONSTRAINT "warehouse_operation_lines_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operation_lines" ADD CONSTRAINT "warehouse_operation_lines_operation_id_company_fk" FOREIGN KEY ("company_id","operation_id") REFERENCES "public"."warehouse_operations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operation_lines" ADD CONSTRAINT "warehouse_operation_lines_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operation_lines" ADD CONSTRAINT "warehouse_operation_lines_account_id_nm_id_products_account_id_nm_id_fk" FOREIGN KEY ("account_id","nm_id") REFERENCES "public"."products"("account_id","nm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operation_numbers" ADD CONSTRAINT "warehouse_operation_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operations" ADD CONSTRAINT "warehouse_operations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operations" ADD CONSTRAINT "warehouse_operations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operations" ADD CONSTRAINT "warehouse_operations_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operations" ADD CONSTRAINT "warehouse_operations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operations" ADD CONSTRAINT "warehouse_operations_warehouse_id_company_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_operations" ADD CONSTRAINT "warehouse_operations_to_warehouse_id_company_fk" FOREIGN KEY ("company_id","to_warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balances_company_idx" ON "stock_balances" USING btree ("company_id","account_id","nm_id");--> statement-breakpoint
CREATE INDEX "stock_layers_open_idx" ON "stock_layers" USING btree ("warehouse_id","account_id","chrt_id","received_at","id") WHERE "stock_layers"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "stock_movements_operation_idx" ON "stock_movements" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "stock_movements_key_idx" ON "stock_movements" USING btree ("warehouse_id","account_id","chrt_id");--> statement-breakpoint
CREATE INDEX "warehouse_operations_company_date_idx" ON "warehouse_operations" USING btree ("company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_company_name_idx" ON "warehouses" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_company_default_idx" ON "warehouses" USING btree ("company_id") WHERE "warehouses"."is_default";
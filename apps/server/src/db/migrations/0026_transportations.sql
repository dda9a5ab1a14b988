CREATE TABLE "logistics_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"carrier" text,
	"vehicle" text,
	"cost" numeric(14, 2),
	"comment" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistics_groups_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "logistics_groups_cost_check" CHECK ("logistics_groups"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transportation_acceptance" (
	"company_id" uuid NOT NULL,
	"transportation_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"barcode" text,
	"shipped" integer NOT NULL,
	"accepted" integer NOT NULL,
	CONSTRAINT "transportation_acceptance_transportation_id_account_id_chrt_id_pk" PRIMARY KEY("transportation_id","account_id","chrt_id"),
	CONSTRAINT "transportation_acceptance_check" CHECK ("transportation_acceptance"."shipped" >= 0 AND "transportation_acceptance"."accepted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transportation_boxes" (
	"company_id" uuid NOT NULL,
	"transportation_id" uuid NOT NULL,
	"box_no" integer NOT NULL,
	"barcode" text NOT NULL,
	"from_wb" boolean DEFAULT false NOT NULL,
	"pallet_no" integer,
	CONSTRAINT "transportation_boxes_transportation_id_box_no_pk" PRIMARY KEY("transportation_id","box_no"),
	CONSTRAINT "transportation_boxes_no_check" CHECK ("transportation_boxes"."box_no" >= 1 AND "transportation_boxes"."pallet_no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "transportation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"transportation_id" uuid NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "transportation_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"transportation_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"box_no" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "transportation_items_line_key" UNIQUE("transportation_id","line_no"),
	CONSTRAINT "transportation_items_box_size_key" UNIQUE("transportation_id","box_no","chrt_id"),
	CONSTRAINT "transportation_items_quantity_check" CHECK ("transportation_items"."quantity" > 0 AND "transportation_items"."box_no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "transportation_numbers" (
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "transportation_numbers_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
CREATE TABLE "transportations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"account_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"wb_warehouse" text NOT NULL,
	"planned_date" date NOT NULL,
	"carrier" text,
	"volume" numeric(12, 3),
	"weight" numeric(12, 3),
	"cost" numeric(14, 2),
	"comment" text,
	"wb_supply_id" numeric(20, 0),
	"wb_preorder_id" numeric(20, 0),
	"wb_draft_id" text,
	"logistics_group_id" uuid,
	"operation_id" uuid,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"packing_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "transportations_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "transportations_number_key" UNIQUE("company_id","year","number"),
	CONSTRAINT "transportations_status_check" CHECK ("transportations"."status" IN ('planned', 'packing', 'shipped', 'delivered', 'accepted', 'cancelled')),
	CONSTRAINT "transportations_amounts_check" CHECK ("transportations"."cost" >= 0 AND "transportations"."volume" >= 0 AND "transportations"."weight" >= 0)
);
--> statement-breakpoint
ALTER TABLE "logistics_groups" ADD CONSTRAINT "logistics_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_groups" ADD CONSTRAINT "logistics_groups_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_acceptance" ADD CONSTRAINT "transportation_acceptance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_acceptance" ADD CONSTRAINT "transportation_acceptance_transportation_id_transportations_id_fk" FOREIGN KEY ("transportation_id") REFERENCES "public"."transportations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_acceptance" ADD CONSTRAINT "transportation_acceptance_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_acceptance" ADD CONSTRAINT "transportation_acceptance_transportation_id_company_fk" FOREIGN KEY ("company_id","transportation_id") REFERENCES "public"."transportations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_acceptance" ADD CONSTRAINT "transportation_acceptance_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_boxes" ADD CONSTRAINT "transportation_boxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_boxes" ADD CONSTRAINT "transportation_boxes_transportation_id_transportations_id_fk" FOREIGN KEY ("transportation_id") REFERENCES "public"."transportations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_boxes" ADD CONSTRAINT "transportation_boxes_transportation_id_company_fk" FOREIGN KEY ("company_id","transportation_id") REFERENCES "public"."transportations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_events" ADD CONSTRAINT "transportation_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_events" ADD CONSTRAINT "transportation_events_transportation_id_transportations_id_fk" FOREIGN KEY ("transportation_id") REFERENCES "public"."transportations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_events" ADD CONSTRAINT "transportation_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_events" ADD CONSTRAINT "transportation_events_transportation_id_company_fk" FOREIGN KEY ("company_id","transportation_id") REFERENCES "public"."transportations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_items" ADD CONSTRAINT "transportation_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_items" ADD CONSTRAINT "transportation_items_transportation_id_transportations_id_fk" FOREIGN KEY ("transportation_id") REFERENCES "public"."transportations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_items" ADD CONSTRAINT "transportation_items_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_items" ADD CONSTRAINT "transportation_items_transportation_id_company_fk" FOREIGN KEY ("company_id","transportation_id") REFERENCES "public"."transportations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_items" ADD CONSTRAINT "transportation_items_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_items" ADD CONSTRAINT "transportation_items_account_id_nm_id_products_account_id_nm_id_fk" FOREIGN KEY ("account_id","nm_id") REFERENCES "public"."products"("account_id","nm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_numbers" ADD CONSTRAINT "transportation_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportations" ADD CONSTRAINT "transportations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportations" ADD CONSTRAINT "transportations_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportations" ADD CONSTRAINT "transportations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportations" ADD CONSTRAINT "transportations_logistics_group_id_logistics_groups_id_fk" FOREIGN KEY ("logistics_group_id") REFERENCES "public"."logistics_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportations" ADD CONSTRAINT "transportations_operation_id_warehouse_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."warehouse_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportations" ADD CONSTRAINT "transportations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportations" ADD CONSTRAINT "transportations_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportations" ADD CONSTRAINT "transportations_warehouse_id_company_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportations" ADD CONSTRAINT "transportations_operation_id_company_fk" FOREIGN KEY ("company_id","operation_id") REFERENCES "public"."warehouse_operations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportations" ADD CONSTRAINT "transportations_logistics_group_id_company_fk" FOREIGN KEY ("company_id","logistics_group_id") REFERENCES "public"."logistics_groups"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logistics_groups_company_date_idx" ON "logistics_groups" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "transportation_events_transportation_idx" ON "transportation_events" USING btree ("transportation_id","at");--> statement-breakpoint
CREATE INDEX "transportations_company_date_idx" ON "transportations" USING btree ("company_id","planned_date");--> statement-breakpoint
CREATE INDEX "transportations_group_idx" ON "transportations" USING btree ("logistics_group_id");
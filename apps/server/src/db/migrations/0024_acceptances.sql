CREATE TABLE "acceptance_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"acceptance_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"expected" integer DEFAULT 0 NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	"defect" integer DEFAULT 0 NOT NULL,
	"unit_cost" numeric(14, 2),
	CONSTRAINT "acceptance_lines_line_key" UNIQUE("acceptance_id","line_no"),
	CONSTRAINT "acceptance_lines_size_key" UNIQUE("acceptance_id","account_id","chrt_id"),
	CONSTRAINT "acceptance_lines_quantities_check" CHECK ("acceptance_lines"."expected" >= 0 AND "acceptance_lines"."counted" >= 0 AND "acceptance_lines"."defect" >= 0),
	CONSTRAINT "acceptance_lines_unit_cost_check" CHECK ("acceptance_lines"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "acceptance_numbers" (
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "acceptance_numbers_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
CREATE TABLE "acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"source" text NOT NULL,
	"expected_date" date NOT NULL,
	"comment" text,
	"author_id" uuid,
	"operation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counting_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "acceptances_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "acceptances_number_key" UNIQUE("company_id","year","number"),
	CONSTRAINT "acceptances_status_check" CHECK ("acceptances"."status" IN ('draft', 'counting', 'done', 'done_with_discrepancies', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "acceptance_lines" ADD CONSTRAINT "acceptance_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_lines" ADD CONSTRAINT "acceptance_lines_acceptance_id_acceptances_id_fk" FOREIGN KEY ("acceptance_id") REFERENCES "public"."acceptances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_lines" ADD CONSTRAINT "acceptance_lines_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_lines" ADD CONSTRAINT "acceptance_lines_acceptance_id_company_fk" FOREIGN KEY ("company_id","acceptance_id") REFERENCES "public"."acceptances"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_lines" ADD CONSTRAINT "acceptance_lines_account_id_company_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."wb_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_lines" ADD CONSTRAINT "acceptance_lines_account_id_nm_id_products_account_id_nm_id_fk" FOREIGN KEY ("account_id","nm_id") REFERENCES "public"."products"("account_id","nm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_numbers" ADD CONSTRAINT "acceptance_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_operation_id_warehouse_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."warehouse_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_warehouse_id_company_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_operation_id_company_fk" FOREIGN KEY ("company_id","operation_id") REFERENCES "public"."warehouse_operations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acceptances_company_date_idx" ON "acceptances" USING btree ("company_id","expected_date");
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"size_id" numeric(20, 0) NOT NULL,
	"price" numeric(14, 2),
	"discount" numeric(9, 4),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"size_id" numeric(20, 0) NOT NULL,
	"price" numeric(14, 2),
	"discount" numeric(9, 4),
	"club_discount" numeric(9, 4),
	"discounted_price" numeric(14, 2),
	"club_discounted_price" numeric(14, 2),
	"currency" text,
	"raw" jsonb NOT NULL,
	CONSTRAINT "prices_account_id_nm_id_size_id_pk" PRIMARY KEY("account_id","nm_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"chrt_id" numeric(20, 0) NOT NULL,
	"tech_size" text,
	"wb_size" text,
	"barcodes" text[] DEFAULT '{}' NOT NULL,
	"raw" jsonb NOT NULL,
	CONSTRAINT "product_sizes_account_id_chrt_id_pk" PRIMARY KEY("account_id","chrt_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"imt_id" bigint,
	"vendor_code" text,
	"brand" text,
	"title" text,
	"description" text,
	"subject_id" integer,
	"subject_name" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"length" numeric(10, 2),
	"width" numeric(10, 2),
	"height" numeric(10, 2),
	"weight" numeric(10, 3),
	"characteristics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wb_created_at" timestamp with time zone,
	"wb_updated_at" timestamp with time zone,
	"in_trash" boolean DEFAULT false NOT NULL,
	"raw" jsonb NOT NULL,
	CONSTRAINT "products_account_id_nm_id_pk" PRIMARY KEY("account_id","nm_id")
);
--> statement-breakpoint
CREATE TABLE "wb_subjects" (
	"subject_id" integer PRIMARY KEY NOT NULL,
	"name" text,
	"parent_id" integer,
	"parent_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_account_id_nm_id_products_account_id_nm_id_fk" FOREIGN KEY ("account_id","nm_id") REFERENCES "public"."products"("account_id","nm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_key_idx" ON "price_history" USING btree ("account_id","nm_id","size_id","changed_at");--> statement-breakpoint
CREATE INDEX "price_history_company_idx" ON "price_history" USING btree ("company_id","changed_at");--> statement-breakpoint
CREATE INDEX "prices_company_idx" ON "prices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "product_sizes_account_nm_idx" ON "product_sizes" USING btree ("account_id","nm_id");--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "products_account_vendor_code_idx" ON "products" USING btree ("account_id","vendor_code");
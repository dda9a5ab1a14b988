CREATE TABLE "order_status_history" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"srid" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"nm_id" bigint,
	"chrt_id" numeric(20, 0),
	"cancel_type" text,
	"created_at" timestamp with time zone,
	"seller_price" numeric(14, 2),
	"raw" jsonb NOT NULL,
	CONSTRAINT "order_status_history_account_id_srid_at_status_pk" PRIMARY KEY("account_id","srid","at","status")
);
--> statement-breakpoint
CREATE TABLE "wb_subject_parents" (
	"parent_id" integer PRIMARY KEY NOT NULL,
	"name" text,
	"is_visible" boolean,
	"raw" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"nm_id" bigint NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "product_tags_account_id_nm_id_tag_id_pk" PRIMARY KEY("account_id","nm_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid,
	"wb_tag_id" bigint,
	"name" text NOT NULL,
	"color" text,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_wb_pair_check" CHECK (("tags"."account_id" IS NULL) = ("tags"."wb_tag_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "ad_spend" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"date" date NOT NULL,
	"upd_time" timestamp with time zone NOT NULL,
	"upd_num" numeric(20, 0) NOT NULL,
	"campaign_id" bigint NOT NULL,
	"campaign_name" text,
	"campaign_type" integer,
	"campaign_status" integer,
	"amount" numeric(14, 2),
	"payment_type" text,
	"raw" jsonb NOT NULL,
	CONSTRAINT "ad_spend_account_id_campaign_id_upd_time_upd_num_pk" PRIMARY KEY("account_id","campaign_id","upd_time","upd_num")
);
--> statement-breakpoint
ALTER TABLE "wb_orders" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "wb_orders" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wb_subjects" ADD COLUMN "raw" jsonb;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_account_id_nm_id_products_account_id_nm_id_fk" FOREIGN KEY ("account_id","nm_id") REFERENCES "public"."products"("account_id","nm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_spend" ADD CONSTRAINT "ad_spend_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_spend" ADD CONSTRAINT "ad_spend_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_company_at_idx" ON "order_status_history" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "product_tags_company_idx" ON "product_tags" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_account_wb_tag_idx" ON "tags" USING btree ("account_id","wb_tag_id");--> statement-breakpoint
CREATE INDEX "tags_company_idx" ON "tags" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ad_spend_company_date_idx" ON "ad_spend" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "ad_spend_account_date_idx" ON "ad_spend" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "wb_subjects_parent_idx" ON "wb_subjects" USING btree ("parent_id");
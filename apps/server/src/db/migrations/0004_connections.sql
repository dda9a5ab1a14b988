CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"form" text NOT NULL,
	"name" text NOT NULL,
	"inn" text NOT NULL,
	"kpp" text,
	"ogrn" text,
	"tax_system" text NOT NULL,
	"tax_rate" numeric(9, 4) NOT NULL,
	"vat_rate" numeric(9, 4),
	"address" text,
	"bank" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"organization_id" uuid,
	"name" text NOT NULL,
	"seller_id" text,
	"seller_name" text,
	"trade_mark" text,
	"seller_inn" text,
	"sync_enabled" boolean DEFAULT true NOT NULL,
	"history_depth_months" integer DEFAULT 12 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ciphertext" text NOT NULL,
	"key_id" text NOT NULL,
	"last4" text NOT NULL,
	"token_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"token_type" text NOT NULL,
	"scope_mask" bigint NOT NULL,
	"categories" text[] NOT NULL,
	"read_only" boolean NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"warned_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wb_cookies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"ciphertext" text NOT NULL,
	"key_id" text NOT NULL,
	"cookie_names" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rejected_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_error" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_proxies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"username" text,
	"password_ciphertext" text,
	"key_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"assignment" text DEFAULT 'pool' NOT NULL,
	"last_check_at" timestamp with time zone,
	"latency_ms" integer,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"auto_disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_proxy_accounts" (
	"company_id" uuid NOT NULL,
	"proxy_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "api_proxy_accounts_company_id_proxy_id_account_id_pk" PRIMARY KEY("company_id","proxy_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "wb_rate_buckets" (
	"seller_id" text NOT NULL,
	"method_group" text NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "wb_rate_buckets_seller_id_method_group_pk" PRIMARY KEY("seller_id","method_group")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_accounts" ADD CONSTRAINT "wb_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_accounts" ADD CONSTRAINT "wb_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_tokens" ADD CONSTRAINT "wb_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_tokens" ADD CONSTRAINT "wb_tokens_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_tokens" ADD CONSTRAINT "wb_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_cookies" ADD CONSTRAINT "wb_cookies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_cookies" ADD CONSTRAINT "wb_cookies_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wb_cookies" ADD CONSTRAINT "wb_cookies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_proxies" ADD CONSTRAINT "api_proxies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_proxy_accounts" ADD CONSTRAINT "api_proxy_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_proxy_accounts" ADD CONSTRAINT "api_proxy_accounts_proxy_id_api_proxies_id_fk" FOREIGN KEY ("proxy_id") REFERENCES "public"."api_proxies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_proxy_accounts" ADD CONSTRAINT "api_proxy_accounts_account_id_wb_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wb_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_company_idx" ON "organizations" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_company_inn_kpp_idx" ON "organizations" USING btree ("company_id","inn",coalesce("kpp", ''));--> statement-breakpoint
CREATE INDEX "wb_accounts_company_idx" ON "wb_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wb_accounts_company_name_idx" ON "wb_accounts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "wb_accounts_company_seller_idx" ON "wb_accounts" USING btree ("company_id","seller_id") WHERE "wb_accounts"."seller_id" is not null;--> statement-breakpoint
CREATE INDEX "wb_tokens_company_idx" ON "wb_tokens" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "wb_tokens_account_idx" ON "wb_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wb_tokens_account_token_idx" ON "wb_tokens" USING btree ("account_id","token_id");--> statement-breakpoint
CREATE INDEX "wb_tokens_key_idx" ON "wb_tokens" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "wb_tokens_expires_idx" ON "wb_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wb_cookies_company_idx" ON "wb_cookies" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wb_cookies_account_idx" ON "wb_cookies" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wb_cookies_key_idx" ON "wb_cookies" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "api_proxies_company_idx" ON "api_proxies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "api_proxies_key_idx" ON "api_proxies" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "api_proxy_accounts_account_idx" ON "api_proxy_accounts" USING btree ("account_id");
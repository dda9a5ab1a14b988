CREATE TABLE "district_areas" (
	"district_id" uuid NOT NULL,
	"company_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "district_areas_district_id_kind_name_pk" PRIMARY KEY("district_id","kind","name"),
	CONSTRAINT "district_areas_company_area_key" UNIQUE NULLS NOT DISTINCT("company_id","kind","name"),
	CONSTRAINT "district_areas_kind_check" CHECK (kind IN ('federal_district', 'region', 'country'))
);
--> statement-breakpoint
CREATE TABLE "district_warehouses" (
	"district_id" uuid NOT NULL,
	"company_id" uuid,
	"warehouse_name" text NOT NULL,
	CONSTRAINT "district_warehouses_district_id_warehouse_name_pk" PRIMARY KEY("district_id","warehouse_name"),
	CONSTRAINT "district_warehouses_company_name_key" UNIQUE NULLS NOT DISTINCT("company_id","warehouse_name")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"system_key" text,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"abroad" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "districts_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "districts_company_name_key" UNIQUE NULLS NOT DISTINCT("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "localization_coefficients" (
	"valid_from" date NOT NULL,
	"il_from" numeric(5, 2) NOT NULL,
	"il_to" numeric(5, 2) NOT NULL,
	"ktr" numeric(6, 3) NOT NULL,
	"krp_percent" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "localization_coefficients_valid_from_il_from_pk" PRIMARY KEY("valid_from","il_from"),
	CONSTRAINT "localization_coefficients_band_check" CHECK (il_from >= 0 AND il_to <= 100 AND il_from < il_to AND ktr > 0 AND krp_percent >= 0)
);
--> statement-breakpoint
ALTER TABLE "district_areas" ADD CONSTRAINT "district_areas_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_areas" ADD CONSTRAINT "district_areas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_areas" ADD CONSTRAINT "district_areas_district_id_company_fk" FOREIGN KEY ("company_id","district_id") REFERENCES "public"."districts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_warehouses" ADD CONSTRAINT "district_warehouses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_warehouses" ADD CONSTRAINT "district_warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_warehouses" ADD CONSTRAINT "district_warehouses_district_id_company_fk" FOREIGN KEY ("company_id","district_id") REFERENCES "public"."districts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "districts_company_idx" ON "districts" USING btree ("company_id");--> statement-breakpoint
-- The system default districts: WB's localization groups (docs/wb-notes.md#warehouses-and-districts).
INSERT INTO "districts" ("system_key", "name", "short_name", "abroad", "position") VALUES
	('central', 'Центральный', 'ЦФО', false, 1),
	('north-west', 'Северо-Западный', 'СЗФО', false, 2),
	('south', 'Южный и Северо-Кавказский', 'ЮФО+СКФО', false, 3),
	('volga', 'Приволжский', 'ПФО', false, 4),
	('ural', 'Уральский', 'УФО', false, 5),
	('east', 'Дальневосточный и Сибирский', 'СФО+ДФО', false, 6),
	('abroad', 'Зарубежье', 'СНГ', true, 7);
--> statement-breakpoint
INSERT INTO "district_areas" ("district_id", "kind", "name")
SELECT d.id, a.kind, a.name FROM "districts" d JOIN (VALUES
	('central', 'federal_district', 'Центральный'),
	('north-west', 'federal_district', 'Северо-Западный'),
	('south', 'federal_district', 'Южный'),
	('south', 'federal_district', 'Северо-Кавказский'),
	('volga', 'federal_district', 'Приволжский'),
	('ural', 'federal_district', 'Уральский'),
	('east', 'federal_district', 'Сибирский'),
	('east', 'federal_district', 'Дальневосточный'),
	('abroad', 'country', 'Казахстан'),
	('abroad', 'country', 'Беларусь'),
	('abroad', 'country', 'Армения'),
	('abroad', 'country', 'Кыргызстан'),
	('abroad', 'country', 'Узбекистан'),
	('abroad', 'country', 'Таджикистан')
) AS a (system_key, kind, name) ON a.system_key = d.system_key WHERE d.company_id IS NULL;
--> statement-breakpoint
-- WB's localization table in force from 23.03.2026 (docs/wb-notes.md#localization-table).
INSERT INTO "localization_coefficients" ("valid_from", "il_from", "il_to", "ktr", "krp_percent") VALUES
	('2026-03-23', 95, 100, 0.50, 0),
	('2026-03-23', 90, 95, 0.60, 0),
	('2026-03-23', 85, 90, 0.70, 0),
	('2026-03-23', 80, 85, 0.80, 0),
	('2026-03-23', 75, 80, 0.90, 0),
	('2026-03-23', 60, 75, 1.00, 0),
	('2026-03-23', 55, 60, 1.05, 2.00),
	('2026-03-23', 50, 55, 1.10, 2.05),
	('2026-03-23', 45, 50, 1.20, 2.05),
	('2026-03-23', 40, 45, 1.30, 2.10),
	('2026-03-23', 35, 40, 1.40, 2.10),
	('2026-03-23', 30, 35, 1.50, 2.15),
	('2026-03-23', 25, 30, 1.55, 2.20),
	('2026-03-23', 20, 25, 1.60, 2.25),
	('2026-03-23', 15, 20, 1.70, 2.30),
	('2026-03-23', 10, 15, 1.75, 2.35),
	('2026-03-23', 5, 10, 1.80, 2.45),
	('2026-03-23', 0, 5, 2.00, 2.50);

CREATE TABLE "job_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"job_id" uuid NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"schedule" text,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"duration_ms" integer,
	"error" text,
	"worker" text NOT NULL,
	CONSTRAINT "job_runs_status_check" CHECK ("job_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "job_runs_started_at_idx" ON "job_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_runs_name_started_at_idx" ON "job_runs" USING btree ("name","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_runs_running_idx" ON "job_runs" USING btree ("expires_at") WHERE "job_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "job_runs_failed_idx" ON "job_runs" USING btree ("started_at" DESC NULLS LAST) WHERE "job_runs"."status" = 'failed';
CREATE TABLE "company_departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dept_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "standby_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "standby_email" varchar(120);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tel" varchar(30);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fax" varchar(30);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remark" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "label" varchar(60);--> statement-breakpoint
ALTER TABLE "company_departments" ADD CONSTRAINT "company_departments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_departments" ADD CONSTRAINT "company_departments_parent_id_company_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."company_departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_departments_organisation_name_key" ON "company_departments" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "company_departments_parent_id_idx" ON "company_departments" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dept_id_company_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."company_departments"("id") ON DELETE set null ON UPDATE no action;
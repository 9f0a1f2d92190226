CREATE TABLE "secretary_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"task_id" uuid,
	"file_id" uuid NOT NULL,
	"attached_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "secretary_reminder_deliveries" ADD COLUMN "sent_with" uuid;--> statement-breakpoint
ALTER TABLE "secretary_documents" ADD CONSTRAINT "secretary_documents_matter_id_secretary_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."secretary_matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secretary_documents" ADD CONSTRAINT "secretary_documents_task_id_secretary_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."secretary_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "secretary_documents_matter_idx" ON "secretary_documents" USING btree ("matter_id","task_id");
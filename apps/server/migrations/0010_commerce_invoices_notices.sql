CREATE TABLE "commerce_notice_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_key" varchar(160) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(10) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" varchar(300),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce_invoice_requests" ADD COLUMN "invoice_no" varchar(40);--> statement-breakpoint
ALTER TABLE "commerce_invoice_requests" ADD COLUMN "invoice_file_name" varchar(160);--> statement-breakpoint
ALTER TABLE "commerce_invoice_requests" ADD COLUMN "invoice_storage_key" text;--> statement-breakpoint
ALTER TABLE "commerce_invoice_requests" ADD COLUMN "invoice_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "commerce_invoice_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "commerce_invoice_requests" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "commerce_invoice_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_notice_deliveries_key_channel_key" ON "commerce_notice_deliveries" USING btree ("notice_key","channel");--> statement-breakpoint
CREATE INDEX "commerce_invoice_requests_status_idx" ON "commerce_invoice_requests" USING btree ("status","created_at");
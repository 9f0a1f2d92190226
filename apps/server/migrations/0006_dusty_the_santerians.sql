ALTER TABLE "offerings" ADD COLUMN "review_status" varchar(10) DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "reviewed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "reject_reason" text;--> statement-breakpoint
CREATE INDEX "offerings_review_status_idx" ON "offerings" USING btree ("review_status","created_at");
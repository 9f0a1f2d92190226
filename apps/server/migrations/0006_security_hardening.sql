ALTER TABLE "captcha_challenges" ADD COLUMN "client_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "tolerance_px" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "rounds_required" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "review_status" varchar(10) DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "reviewed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "reject_reason" text;--> statement-breakpoint
CREATE INDEX "captcha_challenges_client_hash_created_at_idx" ON "captcha_challenges" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE INDEX "offerings_review_status_idx" ON "offerings" USING btree ("review_status","created_at");
ALTER TABLE "captcha_challenges" ADD COLUMN "client_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "tolerance_px" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "rounds_required" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "captcha_challenges_client_hash_created_at_idx" ON "captcha_challenges" USING btree ("client_hash","created_at");
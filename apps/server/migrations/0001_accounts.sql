CREATE TABLE "captcha_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"piece_x" smallint NOT NULL,
	"piece_y" smallint NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"solved_at" timestamp with time zone,
	"ticket_hash" varchar(64),
	"ticket_used_at" timestamp with time zone,
	"ip" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"user_company_name" varchar(30) NOT NULL,
	"job" varchar(20),
	"email" varchar(120),
	"account_type" smallint NOT NULL,
	"stock_code" varchar(10),
	"check_type" smallint DEFAULT 1 NOT NULL,
	"card_file_id" uuid NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" varchar(200),
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listed_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_code" varchar(10) NOT NULL,
	"market" varchar(2) NOT NULL,
	"short_name_en" varchar(200),
	"short_name_cn" varchar(200),
	"status" smallint DEFAULT 1 NOT NULL,
	"listing_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_switches" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"wechat" smallint DEFAULT 1 NOT NULL,
	"announcement_focus" smallint DEFAULT 1 NOT NULL,
	"violations" smallint DEFAULT 1 NOT NULL,
	"regulatory" smallint DEFAULT 1 NOT NULL,
	"dynamic" smallint DEFAULT 1 NOT NULL,
	"mediation" smallint DEFAULT 1 NOT NULL,
	"application" smallint DEFAULT 1 NOT NULL,
	"director" smallint DEFAULT 1 NOT NULL,
	"calendar" smallint DEFAULT 1 NOT NULL,
	"contact" smallint DEFAULT 1 NOT NULL,
	"exp1" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"source" smallint NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"content" text,
	"read_status" smallint DEFAULT 1 NOT NULL,
	"md5_key" varchar(64),
	"language_type" smallint,
	"rule_type" smallint,
	"doc_url_cn" text,
	"doc_url_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" smallint,
	"stock_code" varchar(10),
	"short_name_en" varchar(200),
	"short_name_cn" varchar(200),
	"user_company_name" varchar(100),
	"head_image_url" text,
	"province" varchar(40),
	"city" varchar(40),
	"district" varchar(40),
	"company_address" varchar(200),
	"certification_status" smallint DEFAULT 0 NOT NULL,
	"certification_check_status" smallint DEFAULT 0 NOT NULL,
	"check_status" smallint DEFAULT 0 NOT NULL,
	"vip_status" smallint DEFAULT 0 NOT NULL,
	"vip_expires_at" timestamp with time zone,
	"max_users" integer DEFAULT 1 NOT NULL,
	"secretary_switch" smallint DEFAULT 0 NOT NULL,
	"file_switch" smallint DEFAULT 0 NOT NULL,
	"exp3" smallint DEFAULT 0 NOT NULL,
	"account_type_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" varchar(5) NOT NULL,
	"recipient" varchar(120) NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" varchar(80) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(6) NOT NULL,
	"stock_code" varchar(10),
	"company_no" varchar(20),
	"company_name_cn" varchar(200),
	"company_name_en" varchar(200),
	"job" varchar(20) NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" uuid NOT NULL,
	"keep_signed" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(45),
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"purpose" varchar(30) NOT NULL,
	"storage_path" text NOT NULL,
	"original_name" varchar(255),
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"phone" varchar(20),
	"phone_region" smallint,
	"login_name" varchar(40),
	"name" varchar(40),
	"nick_name" varchar(40),
	"email" varchar(120),
	"job" varchar(20),
	"open_id" varchar(64),
	"union_id" varchar(64),
	"head_img" text,
	"password_hash" text,
	"vip_status" smallint DEFAULT 0 NOT NULL,
	"vip_expires_at" timestamp with time zone,
	"user_type" smallint DEFAULT 1 NOT NULL,
	"admin_status" smallint DEFAULT 0 NOT NULL,
	"secretary_switch" smallint DEFAULT 1 NOT NULL,
	"file_switch" smallint DEFAULT 1 NOT NULL,
	"exp3" smallint DEFAULT 0 NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"login_access" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" varchar(5) NOT NULL,
	"target" varchar(120) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"ip" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"mode" varchar(5) NOT NULL,
	"user_id" uuid,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"open_id" varchar(64),
	"union_id" varchar(64),
	"nick_name" varchar(40),
	"head_img" text,
	"ticket_hash" varchar(64),
	"ticket_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification_requests" ADD CONSTRAINT "certification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_requests" ADD CONSTRAINT "certification_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_requests" ADD CONSTRAINT "certification_requests_card_file_id_stored_files_id_fk" FOREIGN KEY ("card_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_requests" ADD CONSTRAINT "certification_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_switches" ADD CONSTRAINT "message_switches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_companies" ADD CONSTRAINT "service_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_logins" ADD CONSTRAINT "wechat_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_requests_status_idx" ON "certification_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listed_companies_market_stock_code_key" ON "listed_companies" USING btree ("market","stock_code");--> statement-breakpoint
CREATE INDEX "messages_user_id_created_at_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quota_usages_subject_kind_day_key" ON "quota_usages" USING btree ("subject","kind","day");--> statement-breakpoint
CREATE UNIQUE INDEX "service_companies_one_default_key" ON "service_companies" USING btree ("user_id") WHERE "service_companies"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "service_companies_user_stock_code_key" ON "service_companies" USING btree ("user_id","stock_code") WHERE "service_companies"."kind" = 'listed';--> statement-breakpoint
CREATE UNIQUE INDEX "service_companies_user_company_no_key" ON "service_companies" USING btree ("user_id","company_no") WHERE "service_companies"."kind" = 'hk';--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_name_key" ON "users" USING btree ("login_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_open_id_key" ON "users" USING btree ("open_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_union_id_key" ON "users" USING btree ("union_id");--> statement-breakpoint
CREATE INDEX "users_organisation_id_idx" ON "users" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("channel","target","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_logins_state_hash_key" ON "wechat_logins" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "wechat_logins_ticket_hash_idx" ON "wechat_logins" USING btree ("ticket_hash");
CREATE TABLE "collected_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"favorites_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"ref_key" varchar(40) NOT NULL,
	"article_title" text NOT NULL,
	"article_title_en" text,
	"lang_type" smallint,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(24) NOT NULL,
	"instructions" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"market" varchar(2) NOT NULL,
	"stock_code" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"ref_key" varchar(40) NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"path" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visit_count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_financials" (
	"market" varchar(2) NOT NULL,
	"stock_code" varchar(10) NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"statement" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"items" jsonb NOT NULL,
	"source" varchar(10) NOT NULL,
	CONSTRAINT "company_financials_market_stock_code_fiscal_year_statement_pk" PRIMARY KEY("market","stock_code","fiscal_year","statement")
);
--> statement-breakpoint
CREATE TABLE "company_shareholders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" varchar(2) NOT NULL,
	"stock_code" varchar(10) NOT NULL,
	"holder_name" text NOT NULL,
	"shares" bigint NOT NULL,
	"percentage" numeric(7, 4) NOT NULL,
	"last_notice_date" date,
	"source" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" varchar(2) NOT NULL,
	"stock_code" varchar(10) NOT NULL,
	"name_en" text,
	"name_zh" text,
	"category" smallint NOT NULL,
	"position" text,
	"appointed_on" date NOT NULL,
	"resigned_on" date,
	"birth_year" smallint,
	"gender" varchar(1),
	"education" text,
	"source" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_bodies" (
	"document_id" bigint NOT NULL,
	"lang" varchar(2) NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "document_bodies_document_id_lang_pk" PRIMARY KEY("document_id","lang")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(12) NOT NULL,
	"md5_key" varchar(32) NOT NULL,
	"source" varchar(10) NOT NULL,
	"source_id" varchar(60) NOT NULL,
	"market" varchar(2),
	"stock_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"issuer_delisted" boolean DEFAULT false NOT NULL,
	"title_en" text,
	"title_zh" text,
	"release_time" timestamp with time zone NOT NULL,
	"t1_code" varchar(10),
	"t2_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"doc_type" varchar(10),
	"file_link_en" text,
	"file_link_zh" text,
	"file_type" varchar(10),
	"file_size" varchar(20),
	"issuing_body" varchar(10),
	"list_type" smallint,
	"org_type" smallint,
	"validity" smallint,
	"version_date" date,
	"effective_date" date,
	"rule_number" varchar(60),
	"source_type" smallint,
	"subject_en" text,
	"subject_zh" text,
	"punished_party" text,
	"summary_en" text,
	"summary_zh" text,
	"has_body" boolean DEFAULT false NOT NULL,
	"search_title" "tsvector" NOT NULL,
	"search_body" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headline_categories" (
	"level" varchar(3) NOT NULL,
	"code" varchar(10) NOT NULL,
	"t1_code" varchar(10),
	"group_code" varchar(10),
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "headline_categories_level_code_pk" PRIMARY KEY("level","code")
);
--> statement-breakpoint
CREATE TABLE "hk_companies" (
	"company_no" varchar(20) PRIMARY KEY NOT NULL,
	"name_en" text,
	"name_zh" text,
	"company_type" text,
	"register_kind" varchar(7) NOT NULL,
	"incorporation_date" date,
	"place_of_incorporation" text,
	"status" varchar(12) DEFAULT 'live' NOT NULL,
	"winding_up_mode" text,
	"dissolution_date" date,
	"name_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" varchar(10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"importer" varchar(40) NOT NULL,
	"inserted" integer NOT NULL,
	"updated" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"rejected" integer NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" varchar(2) NOT NULL,
	"stock_code" varchar(10),
	"name_en" text,
	"name_zh" text,
	"board" varchar(10) NOT NULL,
	"offering_type" varchar(20) NOT NULL,
	"listing_state" smallint NOT NULL,
	"application_date" date,
	"hearing_date" date,
	"prospectus_date" date,
	"listing_date" date,
	"currency" varchar(3) DEFAULT 'HKD' NOT NULL,
	"offer_price_low" numeric(14, 4),
	"offer_price_high" numeric(14, 4),
	"offer_price" numeric(14, 4),
	"shares_offered" bigint,
	"proceeds" numeric(20, 2),
	"greenshoe_shares" bigint,
	"public_subscription_multiple" numeric(10, 2),
	"placing_subscription_multiple" numeric(10, 2),
	"sponsors" text[] DEFAULT '{}'::text[] NOT NULL,
	"advisers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"source" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "name_cn" text;--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "board" varchar(10);--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "securities_type" varchar(12);--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "trading_state" varchar(10);--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "delisting_date" date;--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "industry" varchar(40);--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "place_of_incorporation" varchar(40);--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "paired_listing" varchar(14);--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "issued_shares" bigint;--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "financial_year_end" varchar(5);--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "lot_size" integer;--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "market_cap" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "profile" jsonb;--> statement-breakpoint
ALTER TABLE "listed_companies" ADD COLUMN "profile_source" varchar(10);--> statement-breakpoint
ALTER TABLE "collected_items" ADD CONSTRAINT "collected_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collected_items" ADD CONSTRAINT "collected_items_favorites_id_favorites_folders_id_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites_folders" ADD CONSTRAINT "favorites_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_companies" ADD CONSTRAINT "focus_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_bodies" ADD CONSTRAINT "document_bodies_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collected_items_folder_item_key" ON "collected_items" USING btree ("favorites_id","type","ref_key");--> statement-breakpoint
CREATE INDEX "collected_items_user_created_at_idx" ON "collected_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_folders_user_name_key" ON "favorites_folders" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "focus_companies_user_stock_key" ON "focus_companies" USING btree ("user_id","market","stock_code");--> statement-breakpoint
CREATE UNIQUE INDEX "footprints_user_item_key" ON "footprints" USING btree ("user_id","type","ref_key");--> statement-breakpoint
CREATE INDEX "footprints_user_visited_at_idx" ON "footprints" USING btree ("user_id","visited_at");--> statement-breakpoint
CREATE INDEX "company_shareholders_stock_code_idx" ON "company_shareholders" USING btree ("market","stock_code");--> statement-breakpoint
CREATE INDEX "directors_stock_code_idx" ON "directors" USING btree ("market","stock_code");--> statement-breakpoint
CREATE INDEX "directors_resigned_on_idx" ON "directors" USING btree ("resigned_on");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_md5_key_key" ON "documents" USING btree ("md5_key");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_source_source_id_key" ON "documents" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "documents_release_time_idx" ON "documents" USING btree ("release_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_kind_release_time_idx" ON "documents" USING btree ("kind","release_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_stock_codes_idx" ON "documents" USING gin ("stock_codes");--> statement-breakpoint
CREATE INDEX "documents_t2_codes_idx" ON "documents" USING gin ("t2_codes");--> statement-breakpoint
CREATE INDEX "documents_search_title_idx" ON "documents" USING gin ("search_title");--> statement-breakpoint
CREATE INDEX "documents_search_body_idx" ON "documents" USING gin ("search_body");--> statement-breakpoint
CREATE INDEX "hk_companies_name_en_idx" ON "hk_companies" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "offerings_listing_state_idx" ON "offerings" USING btree ("listing_state");--> statement-breakpoint
CREATE INDEX "offerings_stock_code_idx" ON "offerings" USING btree ("market","stock_code");--> statement-breakpoint
CREATE INDEX "listed_companies_status_listing_date_idx" ON "listed_companies" USING btree ("status","listing_date");
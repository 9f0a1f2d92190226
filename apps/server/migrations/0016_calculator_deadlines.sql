CREATE TABLE "calculator_deadlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"deadline_date" date NOT NULL,
	"calculator_kind" varchar(30) NOT NULL,
	"stock_code" varchar(10),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "calculator_deadlines_user_date_idx" ON "calculator_deadlines" USING btree ("user_id","deadline_date");--> statement-breakpoint
CREATE INDEX "calculator_deadlines_date_idx" ON "calculator_deadlines" USING btree ("deadline_date");
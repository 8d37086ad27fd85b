CREATE TABLE "consultation_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"consultation_id" text NOT NULL,
	"kind" varchar(10) NOT NULL,
	"content" varchar(1000) NOT NULL,
	"admin_id" text NOT NULL,
	"admin_name" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation" (
	"id" text PRIMARY KEY NOT NULL,
	"sn" varchar(40) NOT NULL,
	"company" varchar(100) NOT NULL,
	"contact" varchar(32) NOT NULL,
	"mobile" varchar(20),
	"email" varchar(100),
	"service" varchar(20) NOT NULL,
	"countries" text[] NOT NULL,
	"budget" varchar(20) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"source" varchar(20) NOT NULL,
	"member_id" text,
	"member_name" varchar(64),
	"state" varchar(20) DEFAULT 'NEW' NOT NULL,
	"assignee_id" text,
	"assignee_name" varchar(64),
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rate" (
	"currency" varchar(3) PRIMARY KEY NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"rate_date" date NOT NULL,
	"updated_by" varchar(64) NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consultation_entry_idx" ON "consultation_entry" USING btree ("consultation_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_sn_uq" ON "consultation" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "consultation_member_idx" ON "consultation" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "consultation_state_idx" ON "consultation" USING btree ("state","create_time");
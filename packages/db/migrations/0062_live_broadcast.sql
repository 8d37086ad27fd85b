CREATE TABLE "live_commodity" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"name" varchar(64) NOT NULL,
	"goods_image" text NOT NULL,
	"price" integer NOT NULL,
	"url" text NOT NULL,
	"live_goods_id" integer,
	"audit_id" text,
	"audit_status" integer DEFAULT 0 NOT NULL,
	"sandbox" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_commodity_price" CHECK ("live_commodity"."price" > 0),
	CONSTRAINT "live_commodity_audit" CHECK ("live_commodity"."audit_status" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "live_studio_goods" (
	"studio_id" text NOT NULL,
	"commodity_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_studio_goods_studio_id_commodity_id_pk" PRIMARY KEY("studio_id","commodity_id")
);
--> statement-breakpoint
CREATE TABLE "live_studio" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" varchar(64) NOT NULL,
	"cover_img" text NOT NULL,
	"share_img" text NOT NULL,
	"anchor_name" varchar(64) NOT NULL,
	"anchor_wechat" varchar(64) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"room_id" integer NOT NULL,
	"qrcode_url" text,
	"share_qrcode" text,
	"live_status" integer,
	"live_status_time" timestamp with time zone,
	"recommend" boolean DEFAULT false NOT NULL,
	"sandbox" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_studio_window" CHECK ("live_studio"."end_time" > "live_studio"."start_time")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_commodity_sku_uq" ON "live_commodity" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_commodity_live_goods_uq" ON "live_commodity" USING btree ("live_goods_id","sandbox");--> statement-breakpoint
CREATE INDEX "live_commodity_store_idx" ON "live_commodity" USING btree ("store_id","create_time");--> statement-breakpoint
CREATE INDEX "live_studio_goods_commodity_idx" ON "live_studio_goods" USING btree ("commodity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_studio_room_uq" ON "live_studio" USING btree ("room_id","sandbox");--> statement-breakpoint
CREATE INDEX "live_studio_store_idx" ON "live_studio" USING btree ("store_id","start_time");--> statement-breakpoint
CREATE INDEX "live_studio_recommend_idx" ON "live_studio" USING btree ("recommend","start_time");
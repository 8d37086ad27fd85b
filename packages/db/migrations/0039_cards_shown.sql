CREATE TABLE "goods_cards_shown" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"keys" text[] NOT NULL,
	"write_time" timestamp with time zone DEFAULT now() NOT NULL
);

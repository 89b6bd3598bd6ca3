-- Insights a user dismissed (docs/product/reports.md, decision 0026). An insight's id names its kind, its
-- month and what it is about, so a dismissal holds for that insight in that month only.
-- The primary key serves both reads: a month's dismissals and the dismiss upsert.
CREATE TABLE "dismissed_insights" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"insight_id" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dismissed_insights_user_id_month_insight_id_pk" PRIMARY KEY("user_id","month","insight_id")
);
--> statement-breakpoint
ALTER TABLE "dismissed_insights" ADD CONSTRAINT "dismissed_insights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

CREATE TABLE "form1040s" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prepared_by" integer,
	"tax_year" integer DEFAULT 2024 NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"first_name" text,
	"last_name" text,
	"filing_status" text,
	"agi" numeric(17, 2) DEFAULT '0' NOT NULL,
	"taxable_income" numeric(17, 2) DEFAULT '0' NOT NULL,
	"total_tax" numeric(17, 2) DEFAULT '0' NOT NULL,
	"total_payments" numeric(17, 2) DEFAULT '0' NOT NULL,
	"refund_amount" numeric(17, 2) DEFAULT '0' NOT NULL,
	"amount_owed" numeric(17, 2) DEFAULT '0' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"form1040_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form1040_id" integer NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form1040s" ADD CONSTRAINT "form1040s_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form1040s" ADD CONSTRAINT "form1040s_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_form1040_id_form1040s_id_fk" FOREIGN KEY ("form1040_id") REFERENCES "public"."form1040s"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_form1040_id_form1040s_id_fk" FOREIGN KEY ("form1040_id") REFERENCES "public"."form1040s"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form1040s_user" ON "form1040s" USING btree ("user_id","tax_year");--> statement-breakpoint
CREATE INDEX "form1040s_created" ON "form1040s" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "form1040s_status" ON "form1040s" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "return_items_form" ON "return_items" USING btree ("form1040_id","kind");--> statement-breakpoint
CREATE INDEX "submissions_form" ON "submissions" USING btree ("form1040_id");
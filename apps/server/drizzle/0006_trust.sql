ALTER TABLE "form1040s" ALTER COLUMN "agi" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "form1040s" ALTER COLUMN "agi" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "form1040s" ALTER COLUMN "taxable_income" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "form1040s" ALTER COLUMN "taxable_income" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "form1040s" ALTER COLUMN "total_tax" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "form1040s" ALTER COLUMN "total_tax" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "form1040s" ALTER COLUMN "total_payments" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "form1040s" ALTER COLUMN "total_payments" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "form1040s" ALTER COLUMN "refund_amount" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "form1040s" ALTER COLUMN "refund_amount" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "form1040s" ALTER COLUMN "amount_owed" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "form1040s" ALTER COLUMN "amount_owed" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_logins_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;
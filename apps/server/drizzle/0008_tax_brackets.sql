CREATE TABLE "tax_brackets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tax_year" integer NOT NULL,
	"filing_status" text NOT NULL,
	"income_min" numeric NOT NULL,
	"income_max" numeric,
	"rate" numeric NOT NULL,
	"base_tax" numeric NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_brackets" ADD CONSTRAINT "tax_brackets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_brackets_start" ON "tax_brackets" USING btree ("tax_year","filing_status","income_min");--> statement-breakpoint
-- The 2024 rate schedules of Rev. Proc. 2023-34 section 3.01 (Tables 1-4); base_tax is the tax on income_min.
INSERT INTO "tax_brackets" ("tax_year", "filing_status", "income_min", "income_max", "rate", "base_tax") VALUES
(2024, 'single', 0.00, 11600.00, 0.10, 0.00),
(2024, 'single', 11600.00, 47150.00, 0.12, 1160.00),
(2024, 'single', 47150.00, 100525.00, 0.22, 5426.00),
(2024, 'single', 100525.00, 191950.00, 0.24, 17168.50),
(2024, 'single', 191950.00, 243725.00, 0.32, 39110.50),
(2024, 'single', 243725.00, 609350.00, 0.35, 55678.50),
(2024, 'single', 609350.00, NULL, 0.37, 183647.25),
(2024, 'married_joint', 0.00, 23200.00, 0.10, 0.00),
(2024, 'married_joint', 23200.00, 94300.00, 0.12, 2320.00),
(2024, 'married_joint', 94300.00, 201050.00, 0.22, 10852.00),
(2024, 'married_joint', 201050.00, 383900.00, 0.24, 34337.00),
(2024, 'married_joint', 383900.00, 487450.00, 0.32, 78221.00),
(2024, 'married_joint', 487450.00, 731200.00, 0.35, 111357.00),
(2024, 'married_joint', 731200.00, NULL, 0.37, 196669.50),
(2024, 'married_separate', 0.00, 11600.00, 0.10, 0.00),
(2024, 'married_separate', 11600.00, 47150.00, 0.12, 1160.00),
(2024, 'married_separate', 47150.00, 100525.00, 0.22, 5426.00),
(2024, 'married_separate', 100525.00, 191950.00, 0.24, 17168.50),
(2024, 'married_separate', 191950.00, 243725.00, 0.32, 39110.50),
(2024, 'married_separate', 243725.00, 365600.00, 0.35, 55678.50),
(2024, 'married_separate', 365600.00, NULL, 0.37, 98334.75),
(2024, 'head_of_household', 0.00, 16550.00, 0.10, 0.00),
(2024, 'head_of_household', 16550.00, 63100.00, 0.12, 1655.00),
(2024, 'head_of_household', 63100.00, 100500.00, 0.22, 7241.00),
(2024, 'head_of_household', 100500.00, 191950.00, 0.24, 15469.00),
(2024, 'head_of_household', 191950.00, 243700.00, 0.32, 37417.00),
(2024, 'head_of_household', 243700.00, 609350.00, 0.35, 53977.00),
(2024, 'head_of_household', 609350.00, NULL, 0.37, 181954.50),
(2024, 'surviving_spouse', 0.00, 23200.00, 0.10, 0.00),
(2024, 'surviving_spouse', 23200.00, 94300.00, 0.12, 2320.00),
(2024, 'surviving_spouse', 94300.00, 201050.00, 0.22, 10852.00),
(2024, 'surviving_spouse', 201050.00, 383900.00, 0.24, 34337.00),
(2024, 'surviving_spouse', 383900.00, 487450.00, 0.32, 78221.00),
(2024, 'surviving_spouse', 487450.00, 731200.00, 0.35, 111357.00),
(2024, 'surviving_spouse', 731200.00, NULL, 0.37, 196669.50)
;

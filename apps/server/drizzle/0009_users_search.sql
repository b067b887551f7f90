-- User management searches username and email by substring over 100,000 users: a trigram index on the
-- same expression the query uses (services/admin-users.ts) keeps that fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm" ON "users" USING gin ((lower("username" || ' ' || "email")) gin_trgm_ops);
--> statement-breakpoint
-- The list's other sort orders walk these instead of sorting every user for one page.
CREATE INDEX IF NOT EXISTS "users_created" ON "users" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_role" ON "users" USING btree ("role", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_active" ON "users" USING btree ("active", "id");
--> statement-breakpoint
-- Preparers waiting for approval are counted and listed first on every page; they are few.
CREATE INDEX IF NOT EXISTS "users_pending" ON "users" USING btree ("id") WHERE "pending_approval";

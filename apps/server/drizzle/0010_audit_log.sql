-- The audit log (issue 10) grows by one row per read of someone else's return, so it soon holds a
-- million rows. Its page lists newest first, filtered by actor, action, return or dates: each filter
-- walks one of these in time order instead of sorting the table.
CREATE INDEX IF NOT EXISTS "audit_created" ON "audit_log" USING btree ("created_at", "id");
--> statement-breakpoint
-- The actor filter reads one actor's entries already in time order (audit_actor alone would sort them).
CREATE INDEX IF NOT EXISTS "audit_actor_created" ON "audit_log" USING btree ("actor_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_target_created" ON "audit_log" USING btree ("target", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_action_created" ON "audit_log" USING btree ("action", "created_at", "id");
--> statement-breakpoint
-- A preparer's returns list writes one entry naming every return it showed (detail.ids): a return's
-- access log finds those through this index.
CREATE INDEX IF NOT EXISTS "audit_list_ids" ON "audit_log" USING gin (("detail" -> 'ids') jsonb_path_ops) WHERE "target" = 'form1040s';
--> statement-breakpoint
-- A document deleted from All Forms names its return in detail.form1040_id.
CREATE INDEX IF NOT EXISTS "audit_form_delete" ON "audit_log" USING btree (("detail" ->> 'form1040_id')) WHERE "action" = 'form.delete';

CREATE INDEX "form1040s_refund" ON "form1040s" USING btree ("refund_amount");--> statement-breakpoint
CREATE INDEX "form1040s_owed" ON "form1040s" USING btree ("amount_owed");--> statement-breakpoint
CREATE INDEX "form1040s_taxable" ON "form1040s" USING btree ("taxable_income");--> statement-breakpoint
CREATE INDEX "form1040s_total_tax" ON "form1040s" USING btree ("total_tax");--> statement-breakpoint
CREATE INDEX "form1040s_last_name" ON "form1040s" USING btree ("last_name");--> statement-breakpoint
CREATE INDEX "form1040s_submitted" ON "form1040s" USING btree ("submitted_at");
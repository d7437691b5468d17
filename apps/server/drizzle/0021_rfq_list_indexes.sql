DROP INDEX "rfqs_status_created_idx";--> statement-breakpoint
DROP INDEX "rfqs_rm_created_idx";--> statement-breakpoint
DROP INDEX "rfqs_tm_created_idx";--> statement-breakpoint
CREATE INDEX "rfqs_status_created_idx" ON "rfqs" USING btree ("status","created_at","id","pricing_basis","business_unit");--> statement-breakpoint
CREATE INDEX "rfqs_rm_created_idx" ON "rfqs" USING btree ("rm_email","created_at","id","business_unit","status","pricing_basis");--> statement-breakpoint
CREATE INDEX "rfqs_tm_created_idx" ON "rfqs" USING btree ("tm_email","created_at","id","business_unit","status","pricing_basis");
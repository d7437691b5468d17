ALTER TABLE "approval_requests" ADD COLUMN "awaiting_approvers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "approval_requests_created_idx" ON "approval_requests" USING btree ("created_at","approval_key");--> statement-breakpoint
CREATE INDEX "approval_requests_awaiting_idx" ON "approval_requests" USING gin ("awaiting_approvers");--> statement-breakpoint
UPDATE "approval_requests" r SET "awaiting_approvers" = COALESCE((
  SELECT array_agg(DISTINCT CASE WHEN p->>'userId' IS NOT NULL THEN 'user:' || (p->>'userId')
    ELSE 'role:' || (p->>'roleCode') END ORDER BY CASE WHEN p->>'userId' IS NOT NULL
    THEN 'user:' || (p->>'userId') ELSE 'role:' || (p->>'roleCode') END)
  FROM "approval_steps" s CROSS JOIN jsonb_array_elements(s.participants) p
  WHERE s.request_id = r.id AND p->>'participation' = 'APPROVER'
    AND s.position = (SELECT min(s2.position) FROM "approval_steps" s2
      WHERE s2.request_id = r.id AND s2.status IN ('REQUESTED', 'REVIEWED'))), '{}'::text[])
WHERE r.status = 'PENDING';

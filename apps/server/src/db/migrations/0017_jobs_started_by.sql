ALTER TABLE "background_jobs" ADD COLUMN "started_by" jsonb;--> statement-breakpoint
-- Jobs queued or running across the upgrade keep their starter: approvals and bulk product jobs
-- carried the audit identities in their payload; the others only created_by (no emulation, no address).
UPDATE "background_jobs" SET "started_by" = CASE
  WHEN "payload" ? 'audit' THEN jsonb_build_object(
    'userId', "payload"->'audit'->>'effectiveUserId',
    'realUserId', "payload"->'audit'->>'actorUserId',
    'ip', coalesce("payload"->'audit'->>'ipAddress', ''))
  ELSE jsonb_build_object('userId', "created_by", 'realUserId', "created_by", 'ip', '')
END
WHERE "created_by" IS NOT NULL AND "status" IN ('queued', 'running');

-- Administrators sign in only by single sign-on (issue 7, item 21): a business user promoted to
-- admin before this rule becomes an SSO user, and the sessions its password opened end.
DELETE FROM "sessions" WHERE "user_id" IN (
  SELECT "id" FROM "users" WHERE "role" = 'admin' AND "auth_type" = 'traditional'
);--> statement-breakpoint
UPDATE "users" SET "auth_type" = 'oidc', "updated_at" = now()
WHERE "role" = 'admin' AND "auth_type" = 'traditional';

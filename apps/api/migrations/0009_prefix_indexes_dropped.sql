-- runs_account and assets_owner are prefixes of runs_account_newest and assets_owner_newest, which
-- serve every lookup by owner: each run and file wrote one index entry too many (issue 32).
DROP INDEX IF EXISTS "assets_owner";--> statement-breakpoint
DROP INDEX IF EXISTS "runs_account";

-- Issue 39: a task's icon is one of the pictures the studio serves itself (packages/domain
-- task-icons.ts, as it was when this was written); a buyer's page shows it, so any other value (an
-- address elsewhere: a tracking pixel on signed-in pages) is cleared. A draft then asks for an
-- icon again; a published version and its listing show none until a version with one is listed.
UPDATE "creator_tasks" SET "draft" = jsonb_set("draft", '{imageName}', '""')
WHERE jsonb_typeof("draft"->'imageName') = 'string'
  AND "draft"->>'imageName' <> ''
  AND "draft"->>'imageName' NOT IN (
  '/images/tasks/summarise-text.svg',
  '/images/tasks/keyword-snapshot.svg',
  '/images/tasks/rewrite-tone.svg',
  '/images/tasks/describe-image.svg',
  '/images/tasks/pdf-brief.svg',
  '/images/tasks/listen-to-a-brief.svg',
  '/images/tasks/podcast-intro.svg',
  '/images/tasks/quote-card.svg',
  '/images/tasks/campaign-kit.svg',
  '/images/tasks/market-scan.svg',
  '/images/tasks/announcement-approval.svg',
  '/images/tasks/site-advisor.svg',
  '/images/tasks/answer-from-knowledge.svg',
  '/images/tasks/brief-with-knowledge.svg'
);
--> statement-breakpoint
UPDATE "creator_task_versions" SET "definition" = jsonb_set("definition", '{imageName}', '""')
WHERE jsonb_typeof("definition"->'imageName') = 'string'
  AND "definition"->>'imageName' <> ''
  AND "definition"->>'imageName' NOT IN (
  '/images/tasks/summarise-text.svg',
  '/images/tasks/keyword-snapshot.svg',
  '/images/tasks/rewrite-tone.svg',
  '/images/tasks/describe-image.svg',
  '/images/tasks/pdf-brief.svg',
  '/images/tasks/listen-to-a-brief.svg',
  '/images/tasks/podcast-intro.svg',
  '/images/tasks/quote-card.svg',
  '/images/tasks/campaign-kit.svg',
  '/images/tasks/market-scan.svg',
  '/images/tasks/announcement-approval.svg',
  '/images/tasks/site-advisor.svg',
  '/images/tasks/answer-from-knowledge.svg',
  '/images/tasks/brief-with-knowledge.svg'
);
--> statement-breakpoint
UPDATE "store_listings" SET "card" = jsonb_set("card", '{imageName}', '""')
WHERE jsonb_typeof("card"->'imageName') = 'string'
  AND "card"->>'imageName' <> ''
  AND "card"->>'imageName' NOT IN (
  '/images/tasks/summarise-text.svg',
  '/images/tasks/keyword-snapshot.svg',
  '/images/tasks/rewrite-tone.svg',
  '/images/tasks/describe-image.svg',
  '/images/tasks/pdf-brief.svg',
  '/images/tasks/listen-to-a-brief.svg',
  '/images/tasks/podcast-intro.svg',
  '/images/tasks/quote-card.svg',
  '/images/tasks/campaign-kit.svg',
  '/images/tasks/market-scan.svg',
  '/images/tasks/announcement-approval.svg',
  '/images/tasks/site-advisor.svg',
  '/images/tasks/answer-from-knowledge.svg',
  '/images/tasks/brief-with-knowledge.svg'
);

-- Knowledge search reads no pending list (decision 110): new entries go straight into the index,
-- and those an earlier insert left pending are merged now.
ALTER INDEX "knowledge_passages_search" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('knowledge_passages_search');

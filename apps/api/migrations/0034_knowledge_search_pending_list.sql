-- The passages' text search index keeps a pending list of at most 512 kB (decision 200, revising
-- decision 110): new entries are merged into the index in batches instead of one by one. Set in
-- place (the index is not rebuilt); its entries written so far stay where they are.
ALTER INDEX "knowledge_passages_search" SET (fastupdate = true, gin_pending_list_limit = 512);

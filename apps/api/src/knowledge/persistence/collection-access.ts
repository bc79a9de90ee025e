import type { AnyColumn } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';

// Who may read a collection (issue 28, decision 110): its owner, and, when the owner shares it,
// the members of an organization the owner belongs to. Every read of collections, documents,
// pages and passages goes through this one condition; anything else is answered as if it did not
// exist (404), and search never sees it.

/** The ids of the collections a caller may read, as a subquery for `IN`. */
export function readableCollectionIds(email: string): SQL {
  return sql`(
    SELECT c.id FROM knowledge_collections c
    WHERE c.owner_email = ${email}
    UNION ALL
    SELECT c.id FROM knowledge_collections c
    WHERE c.shared AND c.owner_email <> ${email} AND EXISTS (
      SELECT 1 FROM organization_members owner_member
      JOIN organization_members caller_member ON caller_member.organization_id = owner_member.organization_id
      WHERE owner_member.email = c.owner_email AND caller_member.email = ${email}
    )
  )`;
}

/** The condition that keeps rows whose collection id column names a collection the caller may read. */
export function readableCollection(email: string, collectionId: AnyColumn | SQL): SQL {
  return sql`${collectionId} IN ${readableCollectionIds(email)}`;
}

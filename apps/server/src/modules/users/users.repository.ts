import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// Read by wb-tokens.

/** The e-mails of the company's active, unblocked members whose role grants `permission`. */
export async function memberEmailsWithPermission(
  db: DbOrTx,
  companyId: string,
  permission: string,
): Promise<string[]> {
  const { rows } = await db.execute<{ email: string }>(sql`
    SELECT u.email
      FROM company_members m
      JOIN users u ON u.id = m.user_id
      JOIN roles r ON r.id = m.role_id
     WHERE m.company_id = ${companyId}::uuid AND m.status = 'active' AND NOT u.is_blocked
       AND ${permission} = ANY(r.permissions)`);
  return rows.map((r) => r.email);
}

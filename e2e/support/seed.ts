import pg from 'pg';

/**
 * Writes a spec's data straight into the test database, as the sync would have: `write` gets a
 * client and the company of the user with `email`; the client is closed afterwards.
 */
export async function seedCompanyOf<T>(
  email: string,
  write: (client: pg.Client, companyId: string) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ company_id: string }>(
      `SELECT m.company_id FROM company_members m JOIN users u ON u.id = m.user_id
       WHERE lower(u.email) = lower($1) LIMIT 1`,
      [email],
    );
    return await write(client, rows[0]!.company_id);
  } finally {
    await client.end();
  }
}

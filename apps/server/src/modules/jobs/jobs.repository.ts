import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobRuns } from './jobs.table';

/** Deletes the job log's rows started before `cutoff`; returns how many went. */
export async function deleteRunsBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(jobRuns)
    .where(lt(jobRuns.startedAt, cutoff))
    .returning({ id: jobRuns.id });
  return deleted.length;
}

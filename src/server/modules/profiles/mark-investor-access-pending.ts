import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';

/** A requester's investor status none → pending (a status already granted stays), in the caller's transaction. */
export async function markInvestorAccessPending(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(userProfiles)
    .set({ investorStatus: 'pending', updatedAt: sql`now()` })
    .where(and(eq(userProfiles.id, userId), eq(userProfiles.investorStatus, 'none')));
}

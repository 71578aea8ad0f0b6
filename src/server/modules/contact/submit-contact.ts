import type { z } from 'zod';
import type { ContactRequestSchema } from '../../../contracts/contact';
import type { Database } from '../../db/client';
import { insertContactSubmission, type ContactRow } from './contact-repository';

/** Stores a contact message with status 'new' for the team to answer. */
export async function submitContact(
  db: Database,
  input: z.output<typeof ContactRequestSchema>,
  userId: string | null,
): Promise<ContactRow> {
  return insertContactSubmission(db, { ...input, userId, status: 'new' });
}

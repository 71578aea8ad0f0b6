/**
 * GET /api/v1/mailbox — the development outbox: every email the server "sent" with the outbox
 * transport. Readable by anyone in demo mode, by admins otherwise (403 for others).
 * Polled every 5 s while the page is open, so a verification email appears by itself.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { MailboxListSchema, type MailboxMessage } from '../../../contracts/system';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { systemKeys } from './keys';

export async function getMailbox(signal?: AbortSignal): Promise<MailboxMessage[]> {
  const body = await api.get(apiPaths.mailbox, { signal, schema: MailboxListSchema });
  return sortNewestFirst(body.items);
}

export function sortNewestFirst(items: MailboxMessage[]): MailboxMessage[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export const getMailboxQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.mailbox(),
    queryFn: ({ signal }) => getMailbox(signal),
    ...queryPolicy.system.mailbox,
  });

export function useMailbox() {
  return useQuery(getMailboxQueryOptions());
}

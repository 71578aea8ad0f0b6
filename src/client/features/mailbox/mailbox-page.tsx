/**
 * /mailbox: the development outbox (embedded default). Lists every email the server
 * sent with the outbox transport, newest first; selecting one shows it with working links, so a
 * newcomer can follow verification and password-reset links without a real inbox.
 */
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { IconMail } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiError } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useMailbox } from '../../api/system/get-mailbox';
import { MessageView } from './components/message-view';

export default function MailboxPage() {
  useDocumentMeta(
    'Mailbox — VINO',
    'The e-mails VINO has sent, such as account verification and password reset messages, in the development outbox.',
  );
  const mailbox = useMailbox();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = mailbox.data ?? [];
  // Until the reader picks one, show the newest message (the one they most likely came for).
  const selected = items.find((m) => m.id === selectedId) ?? items[0] ?? null;
  const isForbidden = isApiError(mailbox.error) && (mailbox.error.status === 403 || mailbox.error.status === 401);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">Development outbox</p>
      <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">Mailbox</h1>
      <p className="mt-2 max-w-3xl text-fg-muted">
        Every email this server sends (verification links, password resets, notifications) lands here instead of a real
        inbox, like a development mail catcher. In demo mode anyone can read it; otherwise only administrators. Links
        inside an email open in this tab.
      </p>

      {isForbidden ? (
        <Alert tone="error" title="The mailbox is private" className="mt-8">
          Outside demo mode only administrators can read the outbox. <a href={paths.auth.getHref()}>Sign in</a> with an
          admin account.
        </Alert>
      ) : mailbox.isError ? (
        <Alert tone="error" className="mt-8">
          {mailbox.error instanceof Error ? mailbox.error.message : 'Unable to load the mailbox.'}
        </Alert>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[22rem_1fr]">
          <Card padding="none" as="section" aria-labelledby="mailbox-list-heading" className="overflow-hidden">
            <div className="flex items-center justify-between border-b border-border px-4 py-3">
              <h2 id="mailbox-list-heading" className="font-sans text-sm font-semibold">
                Messages
              </h2>
              <Badge tone="neutral" className="tabular-nums">
                {items.length}
              </Badge>
            </div>
            {mailbox.isPending ? (
              <div className="space-y-3 p-4" role="status">
                <span className="sr-only">Loading messages</span>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-14 w-full" />
                ))}
              </div>
            ) : items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 px-4 py-12 text-center text-sm text-fg-muted">
                <IconMail size={28} className="text-fg-subtle" />
                <p>No emails yet. Sign up or request a password reset and the email appears here.</p>
                <ButtonLink to={paths.auth.getHref({ mode: 'signup' })} variant="secondary" size="sm" className="mt-2">
                  Create an account
                </ButtonLink>
              </div>
            ) : (
              <ul className="max-h-[70dvh] divide-y divide-border overflow-y-auto">
                {items.map((message) => {
                  const isSelected = message.id === selected?.id;
                  return (
                    <li key={message.id}>
                      <button
                        type="button"
                        onClick={() => setSelectedId(message.id)}
                        aria-current={isSelected ? 'true' : undefined}
                        className={cn(
                          'focus-ring flex w-full flex-col items-start gap-0.5 px-4 py-3 text-left transition-colors',
                          isSelected ? 'bg-brand-soft' : 'hover:bg-surface-2',
                        )}
                      >
                        <span className="line-clamp-1 text-sm font-medium text-fg">{message.subject}</span>
                        <span className="line-clamp-1 text-xs text-fg-muted">To {message.to}</span>
                        <time dateTime={message.createdAt} className="text-xs text-fg-subtle tabular-nums">
                          {new Date(message.createdAt).toLocaleString()}
                        </time>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
          <Card padding="none" className="min-h-[28rem] overflow-hidden">
            {selected ? (
              <MessageView message={selected} />
            ) : (
              <div className="flex h-full min-h-[28rem] flex-col items-center justify-center gap-2 p-8 text-center text-fg-muted">
                <IconMail size={32} className="text-fg-subtle" />
                <p>Select a message to read it.</p>
              </div>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}

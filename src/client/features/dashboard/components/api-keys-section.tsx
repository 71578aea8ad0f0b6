/**
 * Personal API keys, beside the settings panel's Security section: name and generate a
 * read-only key, see it once with a Copy button, list the active keys and revoke one after a
 * confirmation. "Show API key details" (apiKeyVisible) decides whether the list shows each key's
 * prefix and last use, or hides them as ••••.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX,
  CreateApiKeyRequestSchema,
  MAX_ACTIVE_API_KEYS,
  type ApiKey,
  type CreatedApiKey,
} from '../../../../contracts/api-keys';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextArea, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useCreateApiKey } from '../../../api/api-keys/create-api-key';
import { useMyApiKeys } from '../../../api/api-keys/find-my-api-keys';
import { useRevokeApiKey } from '../../../api/api-keys/revoke-api-key';
import { LoadError } from '../../../components/ui/load-error';

const HIDDEN = '••••';
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => dateTime.format(new Date(iso));

export function ApiKeysSection({ showDetails }: { showDetails: boolean }) {
  const keys = useMyApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const toast = useToast();
  const headingId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The new key lives only here, in memory, until the user closes the panel.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);

  const active = keys.data?.items ?? [];
  const atLimit = active.length >= MAX_ACTIVE_API_KEYS;

  function submit(event: FormEvent) {
    event.preventDefault();
    // The server's request schema, so the field shows the server's own message without a round trip.
    const request = CreateApiKeyRequestSchema.safeParse({ name });
    setError(request.success ? null : (request.error.issues[0]?.message ?? API_KEY_MESSAGES.nameRequired));
    if (!request.success) return;
    create.mutate(request.data, {
      onSuccess: (key) => {
        setName('');
        setCreated(key);
      },
      onError: (e) => setError(e.message),
    });
  }

  function confirmRevoke() {
    if (!toRevoke) return;
    const revoked = toRevoke;
    revoke.mutate(revoked.id, {
      onSuccess: () => {
        setToRevoke(null);
        if (created?.id === revoked.id) setCreated(null);
        toast({ title: `API key "${revoked.name}" revoked`, tone: 'success' });
      },
      onError: (e) => toast({ title: 'Could not revoke the key', description: e.message, tone: 'error' }),
    });
  }

  return (
    <Card as="section" aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-lg font-semibold text-fg">
        API keys
      </h3>
      <p className="mt-1 text-sm text-fg-muted">
        Read-only keys for your own scripts: they read your account, balances and orders, and can never trade or change
        anything. Send one as <code className="whitespace-nowrap">Authorization: Bearer vino_…</code>
      </p>
      <div className="mt-4 flex flex-col gap-4">
        {created ? <NewKeyPanel created={created} onDone={() => setCreated(null)} /> : null}

        {keys.isError ? (
          <LoadError
            title="Unable to load your API keys"
            message={keys.error.message}
            onRetry={() => void keys.refetch()}
          />
        ) : !keys.data ? (
          <Skeleton className="h-16 w-full" />
        ) : active.length === 0 ? (
          <p className="text-sm text-fg-muted">No API keys yet.</p>
        ) : (
          <ul
            aria-label="Your API keys"
            className="flex flex-col divide-y divide-border/60 rounded-xl border border-border/70"
          >
            {active.map((key) => (
              <KeyRow key={key.id} apiKey={key} showDetails={showDetails} onRevoke={() => setToRevoke(key)} />
            ))}
          </ul>
        )}
        {!showDetails && active.length > 0 ? (
          <p className="text-xs text-fg-subtle">
            Turn on “Show API key details” in Security to see prefixes and last use.
          </p>
        ) : null}

        <form
          onSubmit={submit}
          aria-label="Create an API key"
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <TextField
            label="Key name"
            placeholder="e.g. Tax export script"
            value={name}
            maxLength={API_KEY_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            error={error ?? undefined}
            hint={atLimit ? API_KEY_MESSAGES.tooManyActive : undefined}
            disabled={atLimit}
            required
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={atLimit || create.isPending || name.trim() === ''}
            isLoading={create.isPending}
          >
            Generate key
          </Button>
        </form>
      </div>

      <ConfirmDialog
        open={toRevoke !== null}
        onCancel={() => setToRevoke(null)}
        onConfirm={confirmRevoke}
        title={`Revoke "${toRevoke?.name ?? ''}"?`}
        description="Scripts using this key stop working at once. This cannot be undone."
        confirmLabel="Revoke key"
        isPending={revoke.isPending}
        focus="confirm"
      />
    </Card>
  );
}

function KeyRow({ apiKey, showDetails, onRevoke }: { apiKey: ApiKey; showDetails: boolean; onRevoke: () => void }) {
  const lastUsed = apiKey.lastUsedAt ? formatDate(apiKey.lastUsedAt) : 'Never';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium break-words text-fg">{apiKey.name}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-fg-muted">
          <dt>Prefix</dt>
          <dd className="font-mono">{showDetails ? `${apiKey.prefix}…` : <Hidden label="Prefix hidden" />}</dd>
          <dt>Created</dt>
          <dd>{formatDate(apiKey.createdAt)}</dd>
          <dt>Last used</dt>
          <dd>{showDetails ? lastUsed : <Hidden label="Last use hidden" />}</dd>
        </dl>
      </div>
      <Button variant="ghost" size="sm" onClick={onRevoke} aria-label={`Revoke API key ${apiKey.name}`}>
        Revoke
      </Button>
    </li>
  );
}

function Hidden({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">{HIDDEN}</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/** The one time the whole key is on screen: a read-only field to select, Copy, and Done to close. */
function NewKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const toast = useToast();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      toast({ title: 'API key copied to clipboard', tone: 'success' });
    } catch {
      // No clipboard access (permissions, insecure context): leave the key selected to copy by hand.
      field.current?.select();
      toast({
        title: 'Could not copy the key',
        description: 'It is selected: copy it with Ctrl+C or ⌘C.',
        tone: 'error',
      });
    }
  }

  return (
    <div role="region" aria-label="Your new API key" className="rounded-xl border border-gold/45 bg-gold/5 p-4">
      <p className="font-semibold text-fg">Your new API key “{created.name}”</p>
      <p className="mt-1 text-sm font-medium text-warning">
        {API_KEY_MESSAGES.shownOnce}. Copy it now and keep it safe.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        {/* A textarea so the whole key wraps into view on a phone instead of scrolling sideways. */}
        <TextArea
          ref={field}
          label="API key"
          value={created.key}
          readOnly
          rows={2}
          containerClassName="min-w-0 flex-1"
          className="resize-none font-mono text-sm break-all"
          onFocus={(e) => e.currentTarget.select()}
          spellCheck={false}
          autoComplete="off"
        />
        <div className="flex gap-2">
          <Button variant="gold" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </div>
  );
}

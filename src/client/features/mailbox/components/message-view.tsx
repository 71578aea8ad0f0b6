/**
 * One email, rendered as it would look in a mail client. The HTML goes into a sandboxed iframe
 * (srcDoc): no scripts and no same-origin access, so a mail body can never touch the app; popups
 * are allowed and every link is forced to target _top, so the verify/reset links open in this tab.
 */
import type { MailboxMessage } from '../../../../contracts/system';

/** Makes every link in the email open in the top window (an iframe can't navigate itself here). */
export function prepareEmailHtml(html: string): string {
  const base = '<base target="_top">';
  const style =
    '<style>body{margin:0;padding:16px;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#fff;color:#1c1412;word-wrap:break-word}a{color:#7a1a37}img{max-width:100%;height:auto}</style>';
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head([^>]*)>/i, `<head$1>${base}${style}`);
  return `<!doctype html><html><head>${base}${style}</head><body>${html}</body></html>`;
}

export function MessageView({ message }: { message: MailboxMessage }) {
  return (
    <article aria-labelledby={`mail-subject-${message.id}`} className="flex h-full flex-col">
      <header className="space-y-1 border-b border-border px-5 py-4">
        <h2 id={`mail-subject-${message.id}`} className="text-xl font-semibold">
          {message.subject}
        </h2>
        <p className="text-sm text-fg-muted">
          To <span className="text-fg">{message.to}</span> ·{' '}
          <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString()}</time>
        </p>
      </header>
      {message.html ? (
        <iframe
          title={`Email: ${message.subject}`}
          srcDoc={prepareEmailHtml(message.html)}
          sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
          className="min-h-[420px] w-full flex-1 rounded-b-2xl bg-white"
        />
      ) : (
        <pre className="flex-1 whitespace-pre-wrap break-words px-5 py-4 font-sans text-sm text-fg">{message.text}</pre>
      )}
    </article>
  );
}

/**
 * The mail as the recipient sees it: the server's own rendering (the same code the send uses) in a
 * sandboxed frame, so nothing in it runs or reaches the page.
 */
export function CampaignPreviewFrame({ subject, html }: { subject: string; html: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-border">
      <p className="border-b border-border bg-surface-2/70 px-3 py-2 text-sm">
        <span className="text-fg-muted">Subject: </span>
        <span className="font-medium text-fg">{subject}</span>
      </p>
      <iframe title="Email preview" sandbox="" srcDoc={html} className="h-[28rem] w-full bg-[#1c1917]" />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One titled block of a legal tab. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" className="flex flex-col gap-3">
      <h3 className="text-xl font-semibold text-fg">{title}</h3>
      <div className="flex flex-col gap-3 text-fg-muted [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
        {children}
      </div>
    </Card>
  );
}

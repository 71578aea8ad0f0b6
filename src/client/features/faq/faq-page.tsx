import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { NewsletterBox } from '../../shared/newsletter/newsletter-box';
import { paths } from '../../lib/paths';
import { useFaq } from '../../api/content/find-faq-items';
import { FaqAccordion } from './components/faq-accordion';
import { FaqContactCard } from './components/faq-contact-card';
import { FaqFilters } from './components/faq-filters';
import { filterFaq } from './components/filter-faq';

export default function FaqPage() {
  useDocumentMeta(
    'FAQ — VINO wine-backed token',
    'Answers about VINO: what backs the token, how it keeps its value, redemption for Premium Circle and Legacy Circle members, buying, transparency and legal structure.',
  );
  const faq = useFaq();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const items = faq.data ? filterFaq(faq.data.items, search, category) : [];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex max-w-3xl flex-col gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Q&amp;A</p>
        <h1 className="text-4xl font-semibold text-fg sm:text-5xl">Frequently Asked Questions</h1>
        <p className="text-lg text-fg-muted">
          Everything about the VINO token, the wine reserve behind it and how to invest. Can't find your answer?{' '}
          <Link
            to={paths.contact.getHref()}
            className="focus-ring rounded text-gold underline-offset-4 hover:text-gold-strong hover:underline"
          >
            Contact our team
          </Link>
          .
        </p>
      </header>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-label="Questions" className="flex flex-col gap-6">
          {faq.isPending ? (
            <div className="flex flex-col gap-3">
              <p role="status" className="sr-only">
                Loading questions...
              </p>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-20 w-full rounded-2xl" />
              ))}
            </div>
          ) : faq.isError ? (
            <Alert
              tone="error"
              title="Unable to load questions"
              action={
                <Button variant="secondary" size="sm" onClick={() => void faq.refetch()}>
                  Retry
                </Button>
              }
            >
              Please check your connection and try again.
            </Alert>
          ) : (
            <>
              <FaqFilters
                search={search}
                onSearchChange={setSearch}
                categories={faq.data.categories}
                category={category}
                onCategoryChange={setCategory}
              />
              <p role="status" className="text-sm text-fg-subtle">
                {items.length === faq.data.items.length
                  ? `${items.length} questions`
                  : `${items.length} of ${faq.data.items.length} questions`}
              </p>
              {items.length ? (
                <FaqAccordion items={items} firstItemId={faq.data.items[0]?.id} />
              ) : (
                <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-12 text-center">
                  <p className="text-lg font-semibold text-fg">No questions found</p>
                  <p className="text-sm text-fg-muted">Try another word or category, or ask us directly.</p>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setSearch('');
                      setCategory(null);
                    }}
                  >
                    Clear search
                  </Button>
                </div>
              )}
            </>
          )}
        </section>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-24">
          <FaqContactCard />
          <NewsletterBox
            title="Newsletter"
            description="Market insights, reserve updates and new wines, once a month."
            source="faq"
          />
        </aside>
      </div>
    </div>
  );
}

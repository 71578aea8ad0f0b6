/**
 * Content rules of the blog and FAQ (investor spec sections 2 and 9, operator spec section 9).
 * Pure: shared by the server (seed, queries) and the client (filters, labels).
 */

/** Blog categories: the operator spec's four plus Wine Market, which the public blog lists. */
export const BLOG_CATEGORIES = ['Investment', 'Technology', 'Wine Market', 'Regulation', 'Market Analysis'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The sidebar's first entry counts every published post. */
export const ALL_CATEGORIES_LABEL = 'All';

/** The list shows six cards; Load More asks the server for the next six. */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_MAX_PAGE_SIZE = 24;
/** Bound on `page` so a crafted query cannot ask the database for an absurd offset. */
export const BLOG_MAX_PAGE = 1_000;
export const CONTENT_SEARCH_MAX_LENGTH = 100;

/** FAQ categories in the order of the spec's chips (investor spec section 2, FAQ). */
export const FAQ_CATEGORIES = [
  'Basics',
  'Asset Backing',
  'Comparison',
  'Legal',
  'Value Mechanism',
  'Redemption',
  'Investment',
  'Purchase',
  'Transparency',
  'Usage',
  'Corporate Structure',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** Adult silent reading is about 200-250 words a minute; 200 keeps estimates honest for finance prose. */
export const READING_WORDS_PER_MINUTE = 200;

/** Reading time of an article's plain text, in whole minutes started (so at least one). */
export function readTimeMinutes(plainText: string): number {
  const words = plainText.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** The spec's slug rule: the title lower-cased with spaces as hyphens. */
export function slugFromTitle(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Slugs the API accepts: lower-case letters, digits and single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Case-insensitive substring match over the given fields (investor spec section 5, FAQ search). */
export function matchesSearch(query: string, fields: readonly string[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field.toLowerCase().includes(needle));
}

/**
 * A URL slug from a title for the admin editor: accents dropped, anything but letters and digits
 * becomes a single hyphen ('Château Margaux: 2015!' -> 'chateau-margaux-2015'); '' when nothing is left.
 */
export function toPostSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** The cover shipped for each category (public/images/blog), used when a post names no image. */
export function defaultBlogCover(category: string): string {
  return `/images/blog/${slugFromTitle(category)}.svg`;
}

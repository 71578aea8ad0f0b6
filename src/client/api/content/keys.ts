import type { AdminBlogListQuery } from '../../../contracts/admin-content';

/** Query keys of the content module's endpoints (blog and FAQ, public and admin). */
export const contentKeys = {
  /** Every blog query, public and admin: what a write to a post invalidates. */
  blog: () => ['blog'] as const,
  blogPosts: () => ['blog', 'posts'] as const,
  blogPostList: (category: string | null) => ['blog', 'posts', { category }] as const,
  /** Keyed by reader too: signing in or out must not show the previous reader's like and save state. */
  blogPost: (slug: string, userId: string | null) => ['blog', 'post', slug, userId] as const,
  adminBlogPostList: (query: AdminBlogListQuery) => ['blog', 'admin', 'list', query] as const,
  adminBlogPost: (id: string) => ['blog', 'admin', 'post', id] as const,
  blogPostRevisions: (id: string) => ['blog', 'admin', 'post', id, 'revisions'] as const,
  blogPostRevision: (id: string, revisionId: string) => ['blog', 'admin', 'post', id, 'revisions', revisionId] as const,
  faq: () => ['faq'] as const,
};

/** Query keys of the content module's endpoints (blog and FAQ). */
export const contentKeys = {
  blogPosts: () => ['blog', 'posts'] as const,
  blogPostList: (category: string | null) => ['blog', 'posts', { category }] as const,
  /** Keyed by reader too: signing in or out must not show the previous reader's like and save state. */
  blogPost: (slug: string, userId: string | null) => ['blog', 'post', slug, userId] as const,
  faq: () => ['faq'] as const,
};

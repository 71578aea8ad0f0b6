/** Fills the `:id` (and `:revisionId`) of an admin blog path from contracts/api-paths. */
export const adminBlogPath = (pattern: string, id: string, revisionId = '') =>
  pattern.replace(':id', encodeURIComponent(id)).replace(':revisionId', encodeURIComponent(revisionId));

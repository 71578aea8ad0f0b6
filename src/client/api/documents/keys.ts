/** Query keys of the documents module's endpoints. The library's answer depends on the reader, so its key carries the user id. */
export const documentsKeys = {
  all: () => ['documents'] as const,
  list: (userId: string | null, query: unknown) => ['documents', userId, query] as const,
  myDownloads: () => ['me', 'document-downloads'] as const,
  /** Content Management → Documents; under all(), so one invalidation refreshes the admin table and the library. */
  admin: () => ['documents', 'admin'] as const,
  adminList: (query: unknown) => ['documents', 'admin', query] as const,
};

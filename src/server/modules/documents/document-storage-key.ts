/** Where a document's file lives in file storage. */
export const documentStorageKey = (slug: string) => `documents/${slug}.pdf`;

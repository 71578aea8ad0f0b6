import { documentDownloadPath } from '../../../../contracts/documents';

/** The whitepaper is public, so a plain link always works. */
export const WHITEPAPER_URL = documentDownloadPath('whitepaper');

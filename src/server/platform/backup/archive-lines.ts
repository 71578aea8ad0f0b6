import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { BackupError } from './backup-format';

/**
 * The lines of a gzip archive, read as a stream (archives can be larger than memory). A file that is
 * not gzip, or ends in the middle, throws a BackupError saying so.
 */
export async function* archiveLines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      rest += decoder.write(chunk as Buffer);
      let newline = rest.indexOf('\n');
      while (newline >= 0) {
        yield rest.slice(0, newline);
        rest = rest.slice(newline + 1);
        newline = rest.indexOf('\n');
      }
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`No archive at ${file}.`);
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
      throw new BackupError(`${file} is not a VINO backup, or it is damaged (${(error as Error).message}).`);
    throw new BackupError(`${file} is truncated or damaged: ${(error as Error).message}.`);
  }
  rest += decoder.end();
  if (rest) yield rest;
}

/** One file part of a multipart/form-data body. */
export interface FilePart {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** One text field of a multipart/form-data body. */
export interface TextPart {
  field: string;
  value: string;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it: files and text fields. */
export function multipart(parts: Array<FilePart | TextPart>): { body: Buffer; contentType: string } {
  const boundary = `----vino-test-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      'bytes' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.fileName}"\r\nContent-Type: ${p.contentType}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n`,
    ),
    'bytes' in p ? p.bytes : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

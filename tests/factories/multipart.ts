/** One file part of a multipart/form-data body. */
export interface FilePart {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipart(parts: FilePart[]): { body: Buffer; contentType: string } {
  const boundary = `----vino-test-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.fileName}"\r\nContent-Type: ${p.contentType}\r\n\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

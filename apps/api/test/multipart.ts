/** A multipart/form-data body for app.inject, built by hand so a test controls every byte. */
export function multipartBody(
  parts: { field: string; filename?: string; contentType?: string; data: Buffer | string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----servihogar${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A file a test form may carry: its bytes, and its name and type where the test sets them. */
export type FormFile = { data: Buffer; filename?: string; contentType?: string };

/**
 * The part of `field` carrying `file` (none without a file): named `filename` and typed image/png unless
 * the file says otherwise.
 */
export const filePart = (field: string, file: FormFile | null, filename: string) =>
  file
    ? [
        {
          field,
          filename: file.filename ?? filename,
          contentType: file.contentType ?? 'image/png',
          data: file.data,
        },
      ]
    : [];

/** One file part of a test's multipart body. */
export interface FilePart {
  name: string;
  body: Buffer;
  type: string;
}

/**
 * A multipart/form-data body as a browser sends it: the text fields first, then each file under the
 * field name `file`. Returns the payload and the content type for `app.inject`.
 */
export function multipartBody(
  fields: Record<string, string>,
  files: readonly FilePart[],
  boundary = '----dom-test-boundary',
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

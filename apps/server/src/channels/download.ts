/** The body of `response` as bytes, refused (thrown) once it grows past `maxBytes`: a provider's file. */
export async function readBodyWithin(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) throw new Error('The download has no body');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`The download is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  const data = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    data.set(chunk, at);
    at += chunk.byteLength;
  }
  return data;
}

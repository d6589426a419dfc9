/** A form with one picture (10 MB at most) and its text fields fits in this. */
export const MAX_FORM_BYTES = 11 * 1024 * 1024;

export class FormTooLargeError extends Error {}

/**
 * The request's form (URL-encoded or multipart), reading at most `maxBytes` of body: a larger one
 * throws FormTooLargeError before it fills the memory.
 */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new FormTooLargeError();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FormTooLargeError();
    }
    chunks.push(value);
  }
  const contentType = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": contentType } }).formData();
  } catch {
    // A body that is not a form at all reads as an empty one; the schema then names the missing fields.
    return new FormData();
  }
}

/**
 * A CSV file as a download: UTF-8, saved under `filename`, and kept by no cache on the way (what it holds is one
 * account's or the back office's).
 */
export function csvDownload(csv: string | ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

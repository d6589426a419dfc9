export type UploadProgress = { loaded: number; total: number };
export type UploadAnswer = { status: number; body: unknown };

/**
 * Posts a form with XMLHttpRequest, the one browser API that reports the bytes sent as they go.
 * Resolves with the status and the parsed JSON (null when the answer is not JSON); rejects with an
 * `AbortError` after `abort()` and with a TypeError when the network fails.
 */
export function uploadForm(url: string, form: FormData, onProgress: (progress: UploadProgress) => void) {
  const request = new XMLHttpRequest();
  const answer = new Promise<UploadAnswer>((resolve, reject) => {
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener("load", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // An error page rather than our JSON: the status says enough.
      }
      resolve({ status: request.status, body });
    });
    request.addEventListener("error", () => reject(new TypeError("The upload failed")));
    request.addEventListener("abort", () => reject(new DOMException("The upload was cancelled", "AbortError")));
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.send(form);
  });
  return { answer, abort: () => request.abort() };
}

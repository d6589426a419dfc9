import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  type MultipartPart,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { z } from "zod";
import { countedBody } from "./counted-body";
import { type FormLimit, type FormLimits, FormTooLargeError } from "./form-limits";

const contentLength = z.string().regex(/^\d+$/).transform(Number);

/** Parts a form may have at most: far more than any of ours, few enough to bound the work. */
const MAX_PARTS = 1000;

/** A file part as a File; an empty file input (sent without a file name by some clients) as a browser sends it. */
function fileOf(part: MultipartPart): File {
  return new File([part.arrayBuffer], part.filename ?? "", { type: part.mediaType ?? "application/octet-stream" });
}

/**
 * The request's form (URL-encoded or multipart), parsed as it streams in: a body declared larger than
 * `limits.maxBytes` is refused before any of it is read, one sent without a length as soon as it passes
 * it, a file as soon as it passes `limits.maxFileBytes`. Only the parts accepted and the one being read
 * are ever held. A refusal throws FormTooLargeError naming the limit passed, with the text fields that came
 * before it, so the form can be given back as typed.
 */
export async function readFormData(request: Request, limits: FormLimits): Promise<FormData> {
  const declared = contentLength.safeParse(request.headers.get("content-length"));
  if (declared.success && declared.data > limits.maxBytes) throw new FormTooLargeError("body");
  const init: RequestInit & { duplex: "half" } = {
    method: request.method,
    headers: { "content-type": request.headers.get("content-type") ?? "application/x-www-form-urlencoded" },
    body: request.body && countedBody(request.body, limits.maxBytes),
    duplex: "half",
  };
  const counted = new Request(request.url, init);
  if (!isMultipartRequest(counted)) return urlEncodedForm(counted, limits);

  const form = new FormData();
  let files = 0;
  try {
    const parts = parseMultipartRequest(counted, {
      maxFileSize: limits.maxFileBytes,
      maxTotalSize: limits.maxBytes,
      maxParts: MAX_PARTS,
    });
    for await (const part of parts) {
      if (!part.name) continue;
      if (part.isFile) {
        if (++files > limits.maxFiles) throw new FormTooLargeError("files");
        form.append(part.name, fileOf(part));
      } else {
        // The parser has one limit for every part: a text field is held up to a file's size, checked here.
        if (part.size > limits.maxFieldBytes) throw new FormTooLargeError("field");
        form.append(part.name, part.text);
      }
    }
  } catch (error) {
    const limit = limitPassed(error);
    if (limit) throw new FormTooLargeError(limit, form);
    // A body that is not a form at all reads as an empty one; the schema then names the missing fields.
    if (error instanceof MultipartParseError) return new FormData();
    throw error;
  }
  return form;
}

async function urlEncodedForm(request: Request, limits: FormLimits): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    const limit = limitPassed(error);
    if (limit) throw new FormTooLargeError(limit);
    return new FormData();
  }
  for (const value of form.values()) {
    if (typeof value === "string" && Buffer.byteLength(value) > limits.maxFieldBytes) {
      throw new FormTooLargeError("field");
    }
  }
  return form;
}

function limitPassed(error: unknown): FormLimit | null {
  if (error instanceof FormTooLargeError) return error.limit;
  if (error instanceof Error && error.cause instanceof FormTooLargeError) return error.cause.limit;
  if (error instanceof MaxFileSizeExceededError) return "file";
  if (
    error instanceof MaxTotalSizeExceededError ||
    error instanceof MaxPartsExceededError ||
    error instanceof MaxHeaderSizeExceededError
  ) {
    return "body";
  }
  return null;
}

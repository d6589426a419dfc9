import {
  type FileUpload,
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { z } from "zod";
import { countedBody } from "./counted-body";
import { type FormLimit, type FormLimits, FormTooLargeError } from "./form-limits";

const contentLength = z.string().regex(/^\d+$/).transform(Number);

/** The parser's name for a file part sent without a file name. */
const UNNAMED_UPLOAD = "file-upload";

/** A file input left empty, sent without a file name (as fetch's FormData does), reads as a browser sends it. */
function keepEmptyInputUnnamed(file: FileUpload): File {
  return file.size === 0 && file.name === UNNAMED_UPLOAD ? new File([], "", { type: file.type }) : file;
}

/**
 * The request's form (URL-encoded or multipart), parsed as it streams in: a body declared larger than
 * `limits.maxBytes` is refused before any of it is read, one sent without a length as soon as it passes
 * it, a file as soon as it passes `limits.maxFileBytes`. Only the parts accepted and the one being read
 * are ever held. A refusal throws FormTooLargeError naming the limit passed.
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
  let form: FormData;
  try {
    form = await parseFormData(
      counted,
      {
        maxFiles: limits.maxFiles,
        maxFileSize: limits.maxFileBytes,
        maxTotalSize: limits.maxBytes,
      },
      keepEmptyInputUnnamed,
    );
  } catch (error) {
    const limit = limitPassed(error);
    if (limit) throw new FormTooLargeError(limit);
    // A body that is not a form at all reads as an empty one; the schema then names the missing fields.
    if (error instanceof FormDataParseError) return new FormData();
    throw error;
  }
  // The parser has one limit for every part, so a text field is held up to a file's size and checked here.
  for (const value of form.values()) {
    if (typeof value === "string" && Buffer.byteLength(value) > limits.maxFieldBytes) {
      throw new FormTooLargeError("field");
    }
  }
  return form;
}

function limitPassed(error: unknown): FormLimit | null {
  if (error instanceof FormDataParseError && error.cause instanceof FormTooLargeError) return error.cause.limit;
  if (error instanceof MaxFileSizeExceededError) return "file";
  if (error instanceof MaxFilesExceededError) return "files";
  if (
    error instanceof MaxTotalSizeExceededError ||
    error instanceof MaxPartsExceededError ||
    error instanceof MaxHeaderSizeExceededError
  ) {
    return "body";
  }
  return null;
}

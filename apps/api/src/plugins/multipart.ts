import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../lib/errors.ts';

/** The refusals of an upload: too big (413), not a kind of file the route takes (415). */
export const uploadRefused = { 413: errorBodySchema, 415: errorBodySchema };

/**
 * Multipart's own limit sits a little above ours so a file just over 5 MB reaches
 * processImageUpload and gets our 413; far bigger ones are cut off by busboy (also a 413).
 */
export const MULTIPART_FILE_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MULTIPART_FILE_LIMIT, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  });
}

export type UploadedFile = { data: Buffer; filename: string; mimetype: string };

const missing = (field: string) =>
  new AppError('VALIDATION', msg.api.fileRequired, { [field]: msg.api.fileRequired });

/** The one file of a multipart request, in memory; the name and declared type are not trusted. */
export async function readSingleFile(request: FastifyRequest, field = 'file'): Promise<UploadedFile> {
  if (!request.isMultipart()) throw missing(field);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) {
      part?.file.resume();
      throw missing(field);
    }
    return { data: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('TOO_LARGE');
    // A malformed or truncated body: the client's fault, never a 500.
    throw new AppError('VALIDATION');
  }
}

export type MultipartForm = { file: Buffer | undefined; fields: Record<string, string> };

/**
 * A multipart form: its text fields and the one file of `fileField` (in memory, at most the
 * multipart limit), in whatever order the browser sent them. Other files are drained unread.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  if (!request.isMultipart()) return { file, fields };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === fileField && !file) {
        file = await part.toBuffer();
        if (file.length === 0) file = undefined;
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('TOO_LARGE');
    // A malformed or truncated body: the client's fault, never a 500.
    throw new AppError('VALIDATION');
  }
  return { file, fields };
}

export type MultipartFiles = { files: Buffer[]; fields: Record<string, string> };

/**
 * A multipart form with up to `max` files of `fileField` (empty ones, as a browser sends an unused
 * input, are skipped) and its text fields. One file more is refused with `tooMany` (a 400 naming the
 * field), not the generic 413 of a file over the size limit.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  fileField: string,
  max: number,
  tooMany: string,
): Promise<MultipartFiles> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  if (!request.isMultipart()) return { files, fields };
  const refused = () => new AppError('VALIDATION', tooMany, { [fileField]: tooMany });
  try {
    for await (const part of request.parts({ limits: { files: max + 1, parts: max + 21 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === fileField) {
        const data = await part.toBuffer();
        if (data.length > 0) files.push(data);
        if (files.length > max) throw refused();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_FILES_LIMIT') throw refused();
    if (statusCode === 413) throw new AppError('TOO_LARGE');
    throw new AppError('VALIDATION');
  }
  return { files, fields };
}

/** Multipart text fields checked by a schema; a refusal names each field's first problem. */
export function parseFormFields<S extends z.ZodType>(schema: S, raw: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  throw new AppError('VALIDATION', msg.api.validation, fields);
}

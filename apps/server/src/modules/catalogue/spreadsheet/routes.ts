import {
  SHEET_FIELDS,
  SHEET_LIMITS,
  SHEET_MESSAGES as W,
  errorBody,
  roleCan,
  sheetExportQuery,
  sheetImported,
  sheetPlan,
} from '@farm/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffCallerOf } from '../../../http/auth.js';
import { staffRefusals as refused } from '../../../http/staff-routes.js';
import { RuleViolationError } from '../../../shared/errors.js';
import type { CatalogueSheetService, SheetFiles, SheetImporter } from './service.js';

const tags = ['Staff'];
const staff = 'catalogue.write' as const;

/** A refusal that is the file's size: 413 in words. */
class TooLarge extends Error {}

/** The multipart form of a dry run or an import: the spreadsheet, the pictures' zip if any, the fingerprint. */
async function filesOf(request: FastifyRequest): Promise<SheetFiles & { fingerprint: string }> {
  let sheet: Buffer | undefined;
  let pictures: Buffer | undefined;
  let fingerprint = '';
  let field: string = SHEET_FIELDS.file;
  try {
    for await (const part of request.parts()) {
      field = part.fieldname;
      if (part.type === 'field') {
        if (part.fieldname === SHEET_FIELDS.fingerprint) fingerprint = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === SHEET_FIELDS.file) sheet = bytes;
      // An empty file input sends a part with no bytes: no pictures.
      else if (part.fieldname === SHEET_FIELDS.pictures && bytes.length > 0) pictures = bytes;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new TooLarge(field === SHEET_FIELDS.pictures ? W.zipTooLarge : W.tooLarge);
    if (typeof code === 'string' && code.startsWith('FST_')) throw refusal(W.fileRequired);
    throw error;
  }
  if (!sheet) throw refusal(W.fileRequired);
  return { sheet, pictures, fingerprint };
}

const tooLarge = (error: unknown) => {
  if (error instanceof TooLarge) return error;
  throw error;
};
const refuseTooLarge = (reply: FastifyReply, error: TooLarge) =>
  reply.code(413).send({ message: error.message, errors: { file: [error.message] } });

/** A file to download (the 200 is bytes, as the invoices' PDFs are, so it has no JSON schema). */
function sendFile(reply: FastifyReply, file: { name: string; body: Buffer; type: string }) {
  return reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.body);
}

const refusal = (message: string) => new RuleViolationError(message, { file: [message] });

/** The caller, and whether their role may also count stock (the sheet's stock column). */
function importer(request: FastifyRequest): SheetImporter {
  return {
    ...staffActorOf(request),
    mayCount: roleCan(staffCallerOf(request).member.role, 'stock.write'),
  };
}

const multipart = {
  consumes: ['multipart/form-data'],
  tags,
};

/** The catalogue as a spreadsheet, under /api/admin/catalogue/sheet (permission catalogue.write). */
export const sheetRoutes: FastifyPluginAsyncZod<{ sheets: CatalogueSheetService }> = async (
  app,
  { sheets },
) => {
  // Only these routes (and the media library's) read multipart bodies: the spreadsheet and a zip of pictures.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.max(SHEET_LIMITS.fileBytes, SHEET_LIMITS.zipBytes),
      files: 2,
      fields: 2,
      fieldSize: 1024,
      parts: 4,
      headerPairs: 100,
    },
  });

  app.get(
    '/admin/catalogue/sheet',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'The catalogue as a spreadsheet: one row per product size, the product’s columns repeated; format=csv (UTF-8 with a BOM) or xlsx (with a Help sheet)',
        querystring: sheetExportQuery,
        response: { ...refused, 422: errorBody },
      },
    },
    async (request, reply) => sendFile(reply, await sheets.export(request.query.format)),
  );

  app.post(
    '/admin/catalogue/sheet/dry-run',
    {
      config: { staff },
      schema: {
        ...multipart,
        summary:
          'What importing this spreadsheet (multipart: file, and pictures as a zip) would add, change and refuse, with a fingerprint for the import; writes nothing',
        response: { 200: sheetPlan, ...refused, 413: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const files = await filesOf(request).catch(tooLarge);
      if (files instanceof TooLarge) return refuseTooLarge(reply, files);
      return sheets.dryRun(files, importer(request));
    },
  );

  app.post(
    '/admin/catalogue/sheet/import',
    {
      config: { staff },
      schema: {
        ...multipart,
        summary:
          'Imports the spreadsheet of a dry run (the same files and its fingerprint) in one transaction, audited; refused when anything in it is, or when the catalogue changed since',
        response: { 200: sheetImported, ...refused, 409: errorBody, 413: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const sent = await filesOf(request).catch(tooLarge);
      if (sent instanceof TooLarge) return refuseTooLarge(reply, sent);
      const { fingerprint, ...files } = sent;
      if (fingerprint === '') throw refusal(W.fingerprintRequired);
      return sheets.import(files, fingerprint, importer(request));
    },
  );
};

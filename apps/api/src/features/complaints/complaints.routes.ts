import {
  adminComplaintListSchema,
  adminComplaintsQuerySchema,
  complaintCreatedSchema,
  complaintDeletedSchema,
  complaintFeedQuerySchema,
  complaintFeedSchema,
  complaintFormSchema,
  complaintIdParamsSchema,
  complaintUpdatedSchema,
  complaintUpdateSchema,
  myComplaintListSchema,
} from '@servihogar/shared/complaints';
import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { listAdmin, listFeed, listMine } from './complaints.service.ts';
import { fileComplaint } from './file-complaint.service.ts';
import { deleteComplaint, updateComplaint } from './manage-complaint.service.ts';

const tags = ['complaints'];

export const complaintsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.get(
    '/api/complaints',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The public complaints feed',
        tags,
        description:
          'The public feed: Alta, Media, Baja, then newest first. `ciudad` matches ignoring case and accents; `stats` counts the whole filtered set. Never the contact nor the author.',
        querystring: complaintFeedQuerySchema,
        response: { 200: complaintFeedSchema },
      },
    },
    (request) => listFeed(db, request.query),
  );

  app.post(
    '/api/complaints',
    {
      schema: {
        summary: 'File a complaint',
        tags,
        description:
          "Any signed-in user files a complaint: `Pendiente`, a new `DEN-YYYY-NNNNNN` ticket and an acknowledgment e-mail. `anonymous` shows 'Anónimo' (the author stays known to admins). At most 5 an hour per account (429).",
        body: complaintFormSchema,
        response: { 201: complaintCreatedSchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await fileComplaint(deps, callerOf(request), request.body, now())),
  );

  app.get(
    '/api/complaints/mine',
    {
      schema: {
        summary: 'My complaints',
        tags,
        description: "The caller's own complaints (Mis denuncias) with their estado, newest first.",
        response: { 200: myComplaintListSchema },
      },
    },
    async (request) => ({ complaints: await listMine(db, callerOf(request)) }),
  );

  app.get(
    '/api/complaints/admin',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Every complaint, for admins',
        tags,
        description:
          'Every complaint not deleted, with contacto and author, a page at a time (`page`, `pageSize`; `total` over all pages); `search` in ticket, titulo, empresa, ciudad, denunciante; `estado` and `criticidad` filters.',
        querystring: adminComplaintsQuerySchema,
        response: { 200: adminComplaintListSchema },
      },
    },
    (request) => listAdmin(db, request.query),
  );

  app.put(
    '/api/complaints/:id',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Update a complaint',
        tags,
        description:
          'Admin: estado, criticidad and the texts. Audited; the author is e-mailed when the estado changes.',
        params: complaintIdParamsSchema,
        body: complaintUpdateSchema,
        response: { 200: complaintUpdatedSchema, 404: errorBodySchema },
      },
    },
    (request) => updateComplaint(deps, callerOf(request), request.params.id, request.body, now()),
  );

  app.delete(
    '/api/complaints/:id',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Delete a complaint',
        tags,
        description: 'Admin: a soft delete (it leaves the feed); the audit log keeps who deleted what.',
        params: complaintIdParamsSchema,
        response: { 200: complaintDeletedSchema, 404: errorBodySchema },
      },
    },
    (request) => deleteComplaint(db, callerOf(request), request.params.id, now()),
  );
};

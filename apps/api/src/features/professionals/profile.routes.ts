import * as msg from '@servihogar/shared/messages';
import {
  contactEmailConfirmBodySchema,
  contactEmailConfirmedSchema,
  privateProfessionalSchema,
  professionalEditBodySchema,
  professionalIdParamsSchema,
  professionalUpdatedResponseSchema,
} from '@servihogar/shared/professionals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeRoute, profileNotFound, replaceOwnPhoto } from '../../accounts/own-profile-routes.ts';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { uploadRefused } from '../../plugins/multipart.ts';
import { confirmContactEmail } from './contact-email.service.ts';
import { findProfessional, toPrivate } from './private-professional.ts';
import { manageableProfessional } from './professional-access.ts';
import { getEditableProfessional, updateProfessional } from './profile.service.ts';

const tags = ['professionals'];

/** The professional's own profile (edit, photo, password); ids are professionals.id. */
export const professionalProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.get(
    '/professionals/edit/:id',
    {
      schema: {
        summary: "A professional's own profile for editing",
        tags,
        description: "The professional's own account or an Admin.",
        params: professionalIdParamsSchema,
        response: { 200: privateProfessionalSchema, ...profileNotFound },
      },
    },
    (request) => getEditableProfessional(db, callerOf(request), request.params.id),
  );

  app.put(
    '/professionals/edit/:id',
    {
      schema: {
        summary: "Edit a professional's profile",
        tags,
        description: "The professional's own account or an Admin.",
        params: professionalIdParamsSchema,
        body: professionalEditBodySchema,
        response: { 200: professionalUpdatedResponseSchema, ...profileNotFound },
      },
    },
    (request) => updateProfessional(deps, callerOf(request), request.params.id, request.body, now()),
  );

  app.put(
    '/professionals/editPhoto/:id',
    {
      schema: {
        summary: "Replace a professional's photo",
        tags,
        description:
          "The professional's own account or an Admin. multipart/form-data with one image in the field `file` (JPEG, PNG, WebP or GIF, at most 5 MB); stored as WebP without metadata. Also the photo of the linked account.",
        consumes: ['multipart/form-data'],
        params: professionalIdParamsSchema,
        response: {
          200: professionalUpdatedResponseSchema,
          ...profileNotFound,
          ...uploadRefused,
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      const row = await manageableProfessional(db, callerOf(request), id, true);
      await replaceOwnPhoto(deps, request, { accountId: row.accountId, professionalId: id });
      const updatedProfessional = await toPrivate(db, (await findProfessional(db, id))!);
      return { updatedProfessional, message: msg.photo.updated };
    },
  );

  app.post(
    '/professionals/contact-email/confirm',
    {
      config: { access: 'public' },
      schema: {
        summary: "Confirm a professional's new contact e-mail",
        tags,
        description:
          'Anyone holding the link mailed to the new address: within its 24 hours, and once, it becomes the contact e-mail clients see and new requests are mailed to. 400 when the link expired, was used or is unknown.',
        body: contactEmailConfirmBodySchema,
        response: { 200: contactEmailConfirmedSchema },
      },
    },
    (request) => confirmContactEmail(deps, request.body.token, now()),
  );

  passwordChangeRoute(
    app,
    deps,
    '/professionals/changePassword/:id',
    {
      summary: "Change a professional's password",
      tags,
      description:
        "The professional's own account only. Ends every session of the account and answers a new refresh cookie for the caller.",
      params: professionalIdParamsSchema,
    },
    (caller, id) => manageableProfessional(db, caller, id, false),
  );
};

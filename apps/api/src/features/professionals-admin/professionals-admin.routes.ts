import { messageResponseSchema } from '@servihogar/shared/auth';
import { errorBodySchema } from '@servihogar/shared/errors';
import { professionalActionBodySchema } from '@servihogar/shared/professionals';
import {
  adminProfessionalsQuerySchema,
  adminProfessionalsResponseSchema,
  PROFESSIONAL_ACTIONS,
  type ProfessionalAction,
} from '@servihogar/shared/professionals-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { runProfessionalAction } from './admin-actions.service.ts';
import { listAdminProfessionals } from './admin-list.service.ts';

const tags = ['professionals'];

const SUMMARIES: Record<ProfessionalAction, string> = {
  altaProf: 'Activate a professional (dar de alta)',
  suspenderAltaProf: 'Deactivate a professional',
  suspenderFree: 'Suspend a free trial',
  habilitarFree: 'Lift a trial suspension',
  restablecerAbonado: 'Register a manual payment',
};
const DESCRIPTIONS: Record<ProfessionalAction, string> = {
  altaProf:
    "'Dar de alta': active; starts the 7-day trial now if it never started, and e-mails the professional. 409 if already active.",
  suspenderAltaProf: "'Suspender Usuario': not active (not listed). 409 unless active.",
  suspenderFree:
    "'Suspender Free': free=false ('Cuenta Suspendida'). 409 if already free=false or if the professional ever paid.",
  habilitarFree:
    "'Habilitar Cuenta': lifts the suspension; when the trial is over a new 7-day trial starts now (e-mailed). 409 unless free=false, or if the professional ever paid.",
  restablecerAbonado:
    "'Restablecer abonado': registers a manual payment of one Mensual period from max(now, paidUntil), so cuotaVencida=false (decision 0006). E-mailed.",
};

/** The provider admin panel (§2 professionalsRegistered) and its 'Controles' actions (§7). Admin only. */
export const professionalsAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.get(
    '/professionals/admin',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Every professional, for admins',
        tags,
        description:
          'Professionals, newest first, a page at a time (`page` from 1, `pageSize` default 25, at most 200; `total` counts every match); `search` matches nombre / apellido (ignoring case and accents), dni or e-mail. free / cuotaVencida are derived at the server clock.',
        querystring: adminProfessionalsQuerySchema,
        response: { 200: adminProfessionalsResponseSchema },
      },
    },
    async (request) => listAdminProfessionals(db, request.query, now()),
  );

  for (const action of PROFESSIONAL_ACTIONS) {
    app.post(
      `/professionals/${action}`,
      {
        config: { access: ['Admin'] },
        schema: {
          summary: SUMMARIES[action],
          tags,
          description: DESCRIPTIONS[action],
          body: professionalActionBodySchema,
          response: { 200: messageResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request) => ({
        message: await runProfessionalAction(
          deps,
          callerOf(request),
          action,
          request.body.professional_id,
          now(),
        ),
      }),
    );
  }
};

import { describe, expect, it } from 'vitest';
import { advertisementListSchema } from './ads.ts';
import {
  changePasswordSchema,
  clientRegistrationSchema,
  loginSchema,
  recoveryVerifyCodeSchema,
} from './auth.ts';
import { categoryCreateSchema, categoryListSchema } from './categories.ts';
import { profileCommentSchema, ratingCommentSchema } from './comments.ts';
import {
  complaintFormSchema,
  complaintListSchema,
  complaintUpdateSchema,
  formatTicketId,
  resolveDenunciante,
} from './complaints.ts';
import { itConvertsToJsonSchema } from './json-schema.testing.ts';
import * as msg from './messages.ts';
import {
  nearbyQuerySchema,
  professionalDetailSchema,
  professionalFormSchema,
  professionalIdParamsSchema,
  professionalsListQuerySchema,
  professionalsListResponseSchema,
} from './professionals.ts';
import { redactorSignupSchema } from './redactors.ts';
import {
  subscriptionCreateFieldsSchema,
  subscriptionListSchema,
  subscriptionUpdateSchema,
} from './subscriptions.ts';

describe('route schemas', () => {
  const routeSchemas = {
    loginSchema,
    clientRegistrationSchema,
    recoveryVerifyCodeSchema,
    changePasswordSchema,
    redactorSignupSchema,
    professionalFormSchema,
    professionalsListQuerySchema,
    nearbyQuerySchema,
    professionalIdParamsSchema,
    professionalsListResponseSchema,
    professionalDetailSchema,
    profileCommentSchema,
    ratingCommentSchema,
    categoryListSchema,
    categoryCreateSchema,
    subscriptionListSchema,
    subscriptionCreateFieldsSchema,
    subscriptionUpdateSchema,
    complaintListSchema,
    complaintFormSchema,
    complaintUpdateSchema,
    advertisementListSchema,
  };

  itConvertsToJsonSchema(routeSchemas);
});

describe('comments', () => {
  const body = { nombrePersona: 'Ana', descripcion: 'Muy bien', calificacionComentario: 5, foto: null };

  it('needs 1 to 5 stars', () => {
    for (const calificacionComentario of [0, 6, 2.5]) {
      const r = profileCommentSchema.safeParse({ ...body, calificacionComentario });
      expect(r.error?.issues.map((i) => i.message)).toEqual([msg.rating.starsRequired]);
    }
    expect(profileCommentSchema.safeParse({ ...body, calificacionComentario: 1 }).success).toBe(true);
  });

  it('limits the comment to 180 characters', () => {
    expect(profileCommentSchema.safeParse({ ...body, descripcion: 'a'.repeat(180) }).success).toBe(true);
    const r = profileCommentSchema.safeParse({ ...body, descripcion: 'a'.repeat(181) });
    expect(r.error?.issues.map((i) => i.message)).toEqual([msg.rating.commentMax]);
  });
});

describe('categories', () => {
  it('needs a name', () => {
    const r = categoryCreateSchema.safeParse({ type: '  ' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([msg.category.nameRequired]);
  });
});

describe('complaints', () => {
  const form = {
    titulo: 'Cobro indebido',
    empresaComercio: 'Kiosco',
    categoria: 'Comercio Local',
    descripcion: 'Me cobraron de más',
    ciudad: 'Tafí Viejo',
  };

  it("defaults criticidad to 'Media' and anonymous to false", () => {
    expect(complaintFormSchema.parse(form)).toMatchObject({ criticidad: 'Media', anonymous: false });
  });

  it('requires every §5 field', () => {
    const r = complaintFormSchema.safeParse({ categoria: 'Nada' });
    const byPath = Object.fromEntries(r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(byPath).toEqual({
      titulo: msg.complaints.required,
      empresaComercio: msg.complaints.required,
      categoria: msg.complaints.invalidCategoria,
      descripcion: msg.complaints.required,
      ciudad: msg.complaints.required,
    });
  });

  it('bounds every text and refuses text PostgreSQL cannot store', () => {
    const r = complaintFormSchema.safeParse({
      ...form,
      titulo: 't'.repeat(121),
      ciudad: 'a\u0000',
      contacto: '\ud800',
    });
    const byPath = Object.fromEntries(r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(byPath).toEqual({
      titulo: 'Máximo 120 caracteres.',
      ciudad: msg.api.validation,
      contacto: msg.api.validation,
    });
    expect(complaintFormSchema.safeParse({ ...form, titulo: 't'.repeat(120), contacto: '😀' }).success).toBe(
      true,
    );
  });

  it('formats tickets as DEN-YYYY-NNNNNN', () => {
    expect(formatTicketId(2026, 123)).toBe('DEN-2026-000123');
  });

  it("the anonymous flag forces 'Anónimo'", () => {
    expect(resolveDenunciante({ anonymous: true, denunciante: 'Ana' }, 'Ana Paz')).toBe('Anónimo');
    expect(resolveDenunciante({ anonymous: false, denunciante: undefined }, 'Ana Paz')).toBe('Ana Paz');
    expect(resolveDenunciante({ anonymous: false, denunciante: '' }, null)).toBe('Anónimo');
  });
});

describe('subscriptions', () => {
  it('accepts the creation fields of §3', () => {
    const r = subscriptionCreateFieldsSchema.safeParse({
      personId: 'p1',
      subscriptionPlan: 'mensual',
      type: 'professional',
    });
    expect(r.success).toBe(true);
    expect(
      subscriptionCreateFieldsSchema.safeParse({ personId: 'p1', subscriptionPlan: 'x', type: 'user' })
        .success,
    ).toBe(false);
  });
});

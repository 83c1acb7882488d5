import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

// ARCA's electronic invoices (issue 46, decision 0068): the issuer's CUIT, its certificate and key
// (PEM files), its punto de venta; ARCA_ENV picks ARCA's addresses, ARCA_WSAA_URL / ARCA_WSFE_URL
// override them (tests point them at a local stand-in). Without the four first nothing is issued.

const ADDRESSES = {
  homologacion: {
    wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  },
  produccion: {
    wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
  },
} as const;

/** Factura C (monotributo, no IVA) by default; Factura B (IVA 21 % included) when ARCA_CBTE_TIPO=6. */
export const ARCA_INVOICE_TYPES = [11, 6] as const;

const KEYS = ['ARCA_CUIT', 'ARCA_CERT', 'ARCA_KEY', 'ARCA_PTO_VTA'] as const;

const httpUrl = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), { message: 'debe ser una URL http(s)' });

const pemFile = (label: string) =>
  z
    .string()
    .trim()
    .transform((path, ctx) => {
      const file = resolve(path);
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (!text.includes(`-----BEGIN ${label}`) && !text.includes('-----BEGIN RSA PRIVATE KEY')) {
        ctx.addIssue({
          code: 'custom',
          message: `debe ser la ruta de un archivo PEM (${label.toLowerCase()})`,
        });
        return z.NEVER;
      }
      return text;
    });

export const arcaEnvSchema = z.object({
  ARCA_CUIT: z
    .string()
    .trim()
    .regex(/^\d{11}$/, { message: 'debe ser un CUIT de 11 dígitos, sin guiones' })
    .optional(),
  ARCA_CERT: pemFile('CERTIFICATE').optional(),
  ARCA_KEY: pemFile('PRIVATE KEY').optional(),
  ARCA_PTO_VTA: z.coerce
    .number({ message: 'debe ser un entero entre 1 y 99998' })
    .int()
    .min(1, { message: 'debe ser un entero entre 1 y 99998' })
    .max(99_998, { message: 'debe ser un entero entre 1 y 99998' })
    .optional(),
  ARCA_ENV: z
    .enum(['homologacion', 'produccion'], { message: 'debe ser homologacion o produccion' })
    .default('homologacion'),
  ARCA_WSAA_URL: httpUrl.optional(),
  ARCA_WSFE_URL: httpUrl.optional(),
  ARCA_CBTE_TIPO: z.coerce
    .number()
    .refine((n) => (ARCA_INVOICE_TYPES as readonly number[]).includes(n), {
      message: 'debe ser 11 (Factura C) o 6 (Factura B)',
    })
    .default(11),
});

export type ArcaConfig = {
  cuit: string;
  /** The certificate and its private key, PEM text (read from ARCA_CERT / ARCA_KEY at start). */
  certPem: string;
  keyPem: string;
  ptoVta: number;
  env: 'homologacion' | 'produccion';
  wsaaUrl: string;
  wsfeUrl: string;
  cbteTipo: number;
};

/** The variables that go together, checked on the raw values. */
export const arcaCrossFieldIssues = (env: Record<string, string>) =>
  KEYS.some((key) => env[key] !== undefined)
    ? KEYS.filter((k) => env[k] === undefined).map(
        (key) => `${key}: falta (ARCA_CUIT, ARCA_CERT, ARCA_KEY y ARCA_PTO_VTA van juntas)`,
      )
    : [];

/** ARCA's settings, or null when it is not configured. */
export function arcaConfig(e: z.infer<typeof arcaEnvSchema>): ArcaConfig | null {
  if (!e.ARCA_CUIT || !e.ARCA_CERT || !e.ARCA_KEY || !e.ARCA_PTO_VTA) return null;
  const addresses = ADDRESSES[e.ARCA_ENV];
  return {
    cuit: e.ARCA_CUIT,
    certPem: e.ARCA_CERT,
    keyPem: e.ARCA_KEY,
    ptoVta: e.ARCA_PTO_VTA,
    env: e.ARCA_ENV,
    wsaaUrl: e.ARCA_WSAA_URL ?? addresses.wsaa,
    wsfeUrl: e.ARCA_WSFE_URL ?? addresses.wsfe,
    cbteTipo: e.ARCA_CBTE_TIPO,
  };
}

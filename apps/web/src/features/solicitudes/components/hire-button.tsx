import * as msg from '@servihogar/shared/messages';
import type { HireBody, HireResponse } from '@servihogar/shared/solicitudes';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { hasAnyRole, hasRole, useSessionUser } from '@/lib/session.tsx';
import { useCreateSolicitud } from '../api/create-solicitud.ts';
import { ContactDialog } from './contact-dialog.tsx';
import type { HireService } from './hire-service.ts';
import { TermsDialog } from './terms-dialog.tsx';

type Props = {
  professionalId: string;
  services: HireService[];
  /** The service of the page the client came from (`{alt}`), when the professional offers it. */
  preferred?: string | undefined;
  /** Shown in the terms step about the chosen service (given by the route: the minimum pay, issue 32). */
  serviceNote?: ((servicio: string) => ReactNode) | undefined;
};

type Step = { name: 'idle' } | { name: 'terms' } | { name: 'contact'; hired: HireResponse; label: string };

const HIRERS = ['Cliente', 'Admin'] as const;

/**
 * 'Contratar' for whoever may hire (clients, and admins as the server allows); other signed-in
 * accounts (profiles are behind sign-in) are told why instead of learning it after the terms.
 */
export function HireButton(props: Props) {
  const user = useSessionUser();
  if (hasAnyRole(user, HIRERS)) return <HireFlow {...props} />;
  return (
    <p className="text-sm text-muted">
      {hasRole(user, 'Prestador')
        ? msg.hire.providersCannotHire
        : 'Para contratar, ingresá con una cuenta de cliente.'}
    </p>
  );
}

/** 'Contratar' → terms (accept) → 'Ver datos' creates the solicitud → contact data (product §2, product §10). */
function HireFlow({ professionalId, services, preferred, serviceNote }: Props) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const hire = useCreateSolicitud();
  const initial = services.find((s) => s.slug === preferred)?.slug ?? services[0]?.slug ?? '';
  const choices = preferred && services.some((s) => s.slug === preferred) ? [] : services;

  const open = () => setStep({ name: 'terms' });
  const confirm = async (body: HireBody) => {
    const hired = await hire.mutateAsync(body);
    const label = services.find((s) => s.slug === body.servicio)?.label ?? body.servicio;
    setStep({ name: 'contact', hired, label });
  };
  const close = () => setStep({ name: 'idle' });

  return (
    <>
      <Button onClick={open} disabled={services.length === 0}>
        {msg.pages.hire}
      </Button>
      {step.name === 'terms' && (
        <TermsDialog
          professionalId={professionalId}
          services={choices}
          recurring={(slug) => services.find((s) => s.slug === slug)?.recurring ?? false}
          initialService={initial}
          onConfirm={confirm}
          onClose={close}
          serviceNote={serviceNote}
        />
      )}
      {step.name === 'contact' && (
        <ContactDialog
          contacto={step.hired.contacto}
          solicitudId={step.hired.solicitud._id}
          serviceLabel={step.label}
          onClose={close}
        />
      )}
    </>
  );
}

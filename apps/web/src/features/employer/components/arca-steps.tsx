import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { HeadedSection } from '@/components/headed-section.tsx';

/** ARCA's Casas Particulares service (ex AFIP). */
export const ARCA_CASAS_PARTICULARES = 'https://www.arca.gob.ar/casasparticulares/';

type Props = { worker: string; category: string; hours: string };

/** How to register the worker in ARCA: what to have at hand and the steps. Never asks for the Clave Fiscal. */
export function ArcaSteps({ worker, category, hours }: Props) {
  return (
    <HeadedSection
      id="employer-arca"
      title={fillMessage(msg.employer.arcaTitle, { nombre: worker })}
      className="flex flex-col gap-3"
      titleClassName="text-xl font-bold text-ink"
    >
      <p>{msg.employer.arcaIntro}</p>
      <p className="font-semibold">{msg.employer.arcaHaveAtHand}</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>{fillMessage(msg.employer.arcaItemIds, { nombre: worker })}</li>
        <li>{fillMessage(msg.employer.arcaItemCategory, { categoria: category })}</li>
        <li>{fillMessage(msg.employer.arcaItemHours, { horas: hours })}</li>
        <li>{msg.employer.arcaItemStart}</li>
      </ul>
      <ol className="list-decimal space-y-1 pl-6">
        <li>{msg.employer.arcaStep1}</li>
        <li>{msg.employer.arcaStep2}</li>
        <li>{msg.employer.arcaStep3}</li>
        <li>{msg.employer.arcaStep4}</li>
      </ol>
      <a
        href={ARCA_CASAS_PARTICULARES}
        target="_blank"
        rel="noopener noreferrer"
        className="self-start font-semibold text-brand-800 underline underline-offset-2"
      >
        {msg.employer.arcaLink}
      </a>
    </HeadedSection>
  );
}

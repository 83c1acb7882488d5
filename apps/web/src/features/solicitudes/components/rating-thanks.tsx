import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';

/** Spec §2: a rated solicitud (flujoCompleto) shows a thank-you with links to / and Mis solicitudes. */
export function RatingThanks() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h2 className="text-xl font-bold text-ink">¡Gracias por tu calificación!</h2>
      <p className="text-stone-700">
        Esta solicitud ya fue calificada. Tu opinión ayuda a otros clientes a elegir a los profesionales de
        ServiHogar.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/" className={buttonClasses('primary')}>
          Volver al inicio
        </Link>
        <Link to="/dash/misSolicitudes" className={buttonClasses('secondary')}>
          Mis solicitudes
        </Link>
      </div>
    </div>
  );
}

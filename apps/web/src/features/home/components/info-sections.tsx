import * as msg from '@servihogar/shared/messages';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/button.tsx';
import { notify } from '@/lib/notify.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { joinAction } from '../join-action.ts';

const CARD = 'flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200';

export function JoinSection() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const onClick = () => {
    const action = joinAction(user);
    if (action === 'register') void navigate('/workWithUs');
    else notify(action === 'alreadyProvider' ? msg.pages.alreadyProvider : msg.pages.notForYourRole);
  };
  return (
    <section aria-labelledby="unete-titulo" className={CARD}>
      <h2 id="unete-titulo" className="text-xl font-bold">
        ¿Ofrecés servicios para el hogar?
      </h2>
      <p className="text-muted">
        Creá tu perfil de prestador, mostrá tus servicios y tu zona de trabajo, y recibí contactos de clientes
        de Tucumán. Los primeros 7 días son gratis.
      </p>
      <Button className="mt-auto self-start" onClick={onClick}>
        {msg.pages.joinUs}
      </Button>
    </section>
  );
}

/** The complaints feed is public (§6): 'Entrar' opens it; posting one asks for a session there. */
export function ComplaintsSection() {
  return (
    <section aria-labelledby="denuncias-titulo" className={CARD}>
      <h2 id="denuncias-titulo" className="text-xl font-bold">
        Portal de Denuncias y Reclamos
      </h2>
      <p className="text-muted">
        ¿Tuviste un problema con un comercio o servicio? Cuéntalo en el portal de defensa del consumidor y
        consultá los reclamos de otros vecinos.
      </p>
      <Link to="/consumerComplaints" className={buttonClasses('secondary', 'mt-auto self-start')}>
        {msg.pages.enter}
      </Link>
    </section>
  );
}

export function AdvertisingSection() {
  return (
    <section aria-labelledby="publicidad-titulo" className={CARD}>
      <h2 id="publicidad-titulo" className="text-xl font-bold">
        Publicita tu negocio
      </h2>
      <p className="text-muted">
        Llegá a miles de hogares de Tucumán con un banner o un anuncio en ServiHogar. Escribinos y te contamos
        las opciones.
      </p>
      <div className="mt-auto flex flex-wrap gap-3">
        <a
          href="mailto:soporte@servihogar.com.ar?subject=Publicidad%20en%20ServiHogar"
          className={buttonClasses('secondary')}
        >
          Contactar
        </a>
        <Link
          to="/banners/horizontal"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {msg.pages.adsDirectory}
        </Link>
      </div>
    </section>
  );
}

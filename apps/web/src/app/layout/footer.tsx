import * as msg from '@servihogar/shared/messages';
import { Link } from 'react-router';
import { RightsLinks } from './consumer-rights-line.tsx';

const SOCIAL = [
  { label: 'Instagram', href: 'https://www.instagram.com/servihogar.ar' },
  { label: 'Facebook', href: 'https://www.facebook.com/servihogar.ar' },
];

export function Footer() {
  return (
    <footer className="mt-12 border-t border-stone-200 bg-stone-900 text-stone-100">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="text-lg font-extrabold">
            Servi<span className="text-brand-300">Hogar</span>
          </p>
          <p className="mt-1 text-stone-300">Tucuman, Argentina</p>
        </div>
        <div>
          <h2 className="font-semibold">Contacto</h2>
          <a
            className="mt-1 inline-flex min-h-11 items-center text-brand-200 underline"
            href="mailto:soporte@servihogar.com.ar"
          >
            soporte@servihogar.com.ar
          </a>
          <Link className="flex min-h-11 items-center text-brand-200 underline" to="/politicas">
            {msg.pages.privacy}
          </Link>
          {/* Ley 25.326 (issue 32): a request about one's data, with a case code, from support. */}
          <Link className="flex min-h-11 items-center text-brand-200 underline" to="/pedidosDatos">
            {msg.dataRightsRequests.supportLink}
          </Link>
          {/* Consumer protection (issue 32): both buttons reachable without signing in, on every page. */}
          <RightsLinks className="flex min-h-11 items-center text-brand-200 underline" />
        </div>
        <div>
          <h2 className="font-semibold">Síguenos</h2>
          <ul className="mt-1 flex gap-2">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  className="inline-flex min-h-11 items-center px-1 text-brand-200 underline"
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-stone-700 py-4 text-center text-sm text-stone-400">
        © {new Date().getFullYear()} ServiHogar
      </p>
    </footer>
  );
}

import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title.tsx';
import { TextSection } from '@/components/text-section.tsx';
import { getAppConfig } from '@/lib/app-config.ts';

const SUPPORT = 'soporte@servihogar.com.ar';

/**
 * /politicas: the privacy policy; `requestForm` is the form of a request about one's data (Ley 25.326,
 * issue 32), handed in by the route so this feature imports no other.
 */
export function PrivacyPage({ requestForm }: { requestForm?: ReactNode } = {}) {
  const registry = getAppConfig().aaipRegistryNumber;
  const rights = msg.dataRightsRequests;
  return (
    <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">
      <PageTitle text={msg.pages.privacy} />
      <p className="mt-4 text-muted">
        En ServiHogar conectamos a personas de Tucumán con profesionales de servicios para el hogar. Esta
        política explica qué datos tratamos, para qué los usamos y qué responsabilidades asume cada parte al
        usar la plataforma.
      </p>

      <TextSection title="Contacto telefónico con los prestadores">
        <p>
          ServiHogar facilita el encuentro entre clientes y prestadores, pero no participa de los acuerdos que
          ellos celebren. El cliente es responsable de la comunicación telefónica que inicie con un prestador,
          de las condiciones que pacte (precio, horarios, alcance del trabajo) y de verificar la identidad y
          las referencias de la persona que contrata.
        </p>
      </TextSection>

      <TextSection title="Riesgos del contacto por teléfono">
        <p>
          Compartir un número de teléfono implica riesgos: llamadas o mensajes no deseados, intentos de engaño
          o pedidos de datos personales y bancarios. Nunca compartas contraseñas, códigos de verificación ni
          datos de tarjetas por teléfono o mensajería, y desconfía de pedidos de pago por adelantado. Si
          recibís un contacto sospechoso, informalo a soporte.
        </p>
      </TextSection>

      <TextSection title="Uso responsable de la plataforma">
        <p>
          Te pedimos usar ServiHogar de buena fe: brindar información verdadera, tratar con respeto a los
          demás usuarios y publicar comentarios y calificaciones basados en experiencias reales. El uso
          indebido (datos falsos, acoso, fraude, contenido ofensivo o el uso de los datos de contacto con
          otros fines) puede provocar la suspensión temporal o definitiva de la cuenta.
        </p>
      </TextSection>

      <TextSection title="Datos que recopilamos">
        <ul className="list-disc space-y-1 pl-6">
          <li>Datos de identificación y contacto: nombre, apellido, email y número de teléfono.</li>
          <li>
            Datos demográficos: edad, país, provincia, ciudad y zona de cobertura (en el caso de los
            prestadores).
          </li>
          <li>
            La foto de perfil, los servicios ofrecidos, los comentarios y las calificaciones que publiques.
          </li>
          <li>
            Tu ubicación aproximada, solo si la autorizás, para mostrarte profesionales cercanos. Podés
            revocar el permiso desde tu navegador.
          </li>
        </ul>
        <p>
          Usamos estos datos para prestar el servicio, mostrar los perfiles públicos, gestionar las
          suscripciones y atender consultas y reclamos. No vendemos tus datos personales.
        </p>
      </TextSection>

      <TextSection title="Cookies y almacenamiento local">
        <p>
          Usamos dos cookies propias, necesarias para tu sesión: una la mantiene iniciada de forma segura y la
          otra solo indica que hay una sesión abierta, para enviarte la página que corresponde. Usamos el
          almacenamiento local del navegador para recordar tus preferencias (por ejemplo, si aceptaste los
          términos del portal de denuncias o el permiso de ubicación). No usamos cookies de publicidad de
          terceros. Si las bloqueas, es posible que debas iniciar sesión en cada visita.
        </p>
      </TextSection>

      <TextSection title="Estadísticas de los perfiles">
        <p>
          Para mostrarle a cada profesional cuántas personas ven su perfil y desde dónde llegaron (la lista de
          una categoría, profesionales cercanos, un enlace compartido…), contamos las visitas y los pedidos de
          datos de contacto por día. Guardamos solo esos totales por profesional, día y origen: nunca tu
          dirección IP, tu navegador ni qué perfiles miraste.
        </p>
        <p>
          Para no contar dos veces a la misma persona en un día, el servidor mezcla por un momento tu
          dirección IP y tu navegador con una clave al azar que cambia cada día y solo existe en su memoria;
          el resultado no se escribe en ningún lado y, al cambiar la clave, ya no hay forma de saber a quién
          correspondía. Las métricas de los administradores usan solo totales, nunca datos de una persona.
        </p>
      </TextSection>

      <TextSection title="Enlaces de terceros">
        <p>
          La plataforma puede mostrar publicidades y enlaces a sitios de terceros. No controlamos esos sitios
          ni somos responsables de sus contenidos o de sus políticas de privacidad; te recomendamos leerlas
          antes de compartir información con ellos.
        </p>
      </TextSection>

      <TextSection title="Control de tus datos personales">
        <p>
          Podés consultar y modificar tus datos desde tu perfil. Conforme a la Ley 25.326 de Protección de los
          Datos Personales, cualquier persona, tenga o no una cuenta, puede pedir el acceso, la rectificación
          o la supresión de sus datos con el formulario de abajo o escribiendo a{' '}
          <a className="font-semibold text-brand-800 underline" href={`mailto:${SUPPORT}`}>
            {SUPPORT}
          </a>
          . Cada pedido recibe un código de caso y lo respondemos dentro de los 5 días hábiles.
        </p>
      </TextSection>

      <TextSection title={rights.registryTitle}>
        <p data-testid="aaip-registry">
          {registry ? fillMessage(rights.registryNumber, { numero: registry }) : rights.registryPending}
        </p>
        <p>{rights.agency}</p>
      </TextSection>

      {requestForm && (
        <section aria-labelledby="data-rights-request-title" className="mt-8 flex flex-col gap-3">
          <h2 id="data-rights-request-title" className="text-xl font-bold text-ink">
            {rights.title}
          </h2>
          <p className="text-muted">{rights.intro}</p>
          {requestForm}
        </section>
      )}

      <TextSection title={msg.dataRights.download}>
        <p>
          Desde tu perfil (Mi Perfil, sección "{msg.dataRights.title}") podés descargar en cualquier momento
          un archivo JSON con todo lo que guardamos sobre vos: tu cuenta, tu perfil y servicios de prestador,
          los comentarios que escribiste, tus solicitudes de contratación, tus denuncias, tus suscripciones,
          tus profesionales guardados, tus sesiones, los mensajes que escribiste, tus reclamos de garantía,
          tus avisos y cómo elegiste recibirlos y, si sos prestador, los totales diarios de visitas a tu
          perfil. Las fotos y los comprobantes figuran como enlaces. El archivo nunca incluye tu contraseña ni
          los códigos de tus sesiones.
        </p>
      </TextSection>

      <TextSection title={msg.dataRights.deleteAccount}>
        <p>También desde tu perfil podés eliminar tu cuenta confirmándola con tu contraseña. Al hacerlo:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>se cierran todas tus sesiones, en todos tus dispositivos;</li>
          <li>tu perfil de prestador deja de aparecer en todas las listas y búsquedas;</li>
          <li>borramos tus fotos, tus comprobantes de pago y tus documentos;</li>
          <li>borramos los mensajes que escribiste (con sus fotos) y tus avisos;</li>
          <li>
            tus reclamos de garantía se conservan sin sus fotos, porque forman parte del historial del
            profesional;
          </li>
          <li>
            los comentarios que escribiste se conservan como "{msg.dataRights.deletedUser}", para que las
            calificaciones de los profesionales sigan siendo fieles;
          </li>
          <li>
            conservamos los registros de facturación que la ley nos obliga a guardar (plan, fechas y estado
            del pago), sin tu nombre ni tus datos de contacto;
          </li>
          <li>te enviamos un e-mail de confirmación.</li>
        </ul>
        <p>Una cuenta de administrador solo puede eliminarse si queda otra cuenta de administrador activa.</p>
      </TextSection>

      <TextSection title="Datos geográficos">
        <p>
          Los nombres y coordenadas de países, provincias y ciudades provienen de{' '}
          <a
            className="font-semibold text-brand-800 underline"
            href="https://www.geonames.org/"
            target="_blank"
            rel="noopener noreferrer"
          >
            GeoNames
          </a>
          , bajo la licencia{' '}
          <a
            className="font-semibold text-brand-800 underline"
            href="https://creativecommons.org/licenses/by/4.0/deed.es"
            target="_blank"
            rel="noopener noreferrer"
          >
            Creative Commons Atribución 4.0 (CC BY)
          </a>
          .
        </p>
      </TextSection>
    </article>
  );
}

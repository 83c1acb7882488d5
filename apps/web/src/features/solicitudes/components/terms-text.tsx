/** The hiring terms (product §2: they cite the 10-day withdrawal right and the 6-month guarantee). */
export function TermsText() {
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-stone-700">
      <li>
        ServiHogar te pone en contacto con el profesional. El precio, los horarios y las condiciones del
        trabajo los acuerdas directamente con él o ella.
      </li>
      <li>
        <strong>Derecho de arrepentimiento:</strong> podés revocar la contratación dentro de los 10 días
        corridos desde que la acordaste, sin costo ni penalidad, como prevé la Ley 24.240 de Defensa del
        Consumidor.
      </li>
      <li>
        <strong>Garantía:</strong> los trabajos realizados tienen una garantía de 6 meses desde su
        finalización ante defectos en la prestación del servicio.
      </li>
      <li>
        Al ver los datos registramos tu solicitud y te enviamos por email un enlace para calificar el servicio
        cuando termine.
      </li>
      <li>
        Usá los datos de contacto solo para esta contratación: su mal uso puede llevar a la suspensión de tu
        cuenta.
      </li>
    </ol>
  );
}

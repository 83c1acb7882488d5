// Issue 41: the pages a mailed confirmation link opens, and what the API answers there. Apart from
// their groups so that the first page's chunk (which carries subscriptionRights and
// professionalForm) does not grow with them.

export const confirmLinks = {
  rightsTitle: 'Confirmar tu pedido',
  rightsIntro:
    'Confirmá el pedido que hiciste sin iniciar sesión con el Botón de arrepentimiento o el Botón de baja. Se cumple al tocar el botón.',
  rightsButton: 'Confirmar el pedido',
  confirming: 'Confirmando…',
  rightsCode: 'Código de caso: {codigo}',
  rightsLinkInvalid:
    'El enlace venció (dura 24 horas) o ya se usó. Si todavía querés hacer el pedido, volvé a enviarlo desde el Botón de arrepentimiento y Botón de baja.',
  rightsOutcomes: {
    baja: 'Registramos la baja: tu plan no se renovará y el período ya pagado sigue hasta su fin.',
    baja_previa: 'Tu suscripción ya estaba dada de baja: no cambió nada.',
    arrepentimiento: 'Registramos tu arrepentimiento: tu suscripción terminó y te devolveremos el pago.',
    fuera_de_plazo:
      'No encontramos un pago aprobado en los últimos 10 días: el arrepentimiento ya no aplica. Podés usar el Botón de baja para que no se renueve.',
  },
  contactPending:
    'Los datos del profesional fueron actualizados. Enviamos un enlace al nuevo e-mail de contacto: lo usaremos cuando lo confirmes (el enlace vence en 24 horas).',
  contactTitle: 'Confirmar tu e-mail de contacto',
  contactIntro:
    'Confirmá que esta dirección es tuya: desde ese momento será el e-mail de contacto de tu perfil de prestador.',
  contactButton: 'Confirmar mi e-mail',
  contactConfirmed:
    'Confirmaste tu e-mail de contacto: desde ahora lo ven los clientes y te llegan ahí los avisos.',
  contactLinkInvalid:
    'El enlace venció (dura 24 horas) o ya se usó. Guardá de nuevo el e-mail de contacto en tu perfil para recibir otro.',
} as const;

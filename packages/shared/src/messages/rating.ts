export const rating = {
  starsRequired: 'Por favor ingrese una cantidad de estrellas',
  commentRequired: 'Por favor escriba un comentario.',
  commentMax: 'El comentario no puede superar los 180 caracteres.',
  sent: 'Calificación enviada!',
  providersCannotComment: 'Los prestadores no pueden dejar comentarios ni calificaciones.',
  cannotRateSelf: 'No puedes comentar tu propio perfil.',
  alreadyCommented: 'Ya dejaste un comentario para este profesional.',
  notYourSolicitud: 'Solo el cliente que hizo esta solicitud puede calificarla.',
  solicitudNotFound: 'No encontramos esta solicitud entre las tuyas. Revisa el enlace del correo.',
  alreadyRated: 'Esta solicitud ya fue calificada.',
} as const;

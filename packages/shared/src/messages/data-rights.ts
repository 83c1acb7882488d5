export const dataRights = {
  title: 'Tus datos',
  download: 'Descargar mis datos',
  downloadHelp: 'Un archivo JSON con todo lo que ServiHogar guarda sobre vos.',
  downloadFailed: 'No se pudieron descargar tus datos. Por favor, intentá nuevamente.',
  deleteAccount: 'Eliminar mi cuenta',
  deleteHelp:
    'Se cierran todas tus sesiones y se borran tu perfil, tus fotos y tus documentos. No se puede deshacer.',
  confirmTitle: '¿Eliminar tu cuenta?',
  confirmText:
    'Ingresá tu contraseña para confirmar. Tus comentarios quedarán como "Usuario eliminado" y los registros de pago que exige la ley se conservan sin tu nombre.',
  confirm: 'Eliminar definitivamente',
  passwordWrong: 'La contraseña no es correcta.',
  lastAdmin: 'No podés eliminar la única cuenta de administrador. Creá otra antes de eliminar esta.',
  deleted: 'Tu cuenta fue eliminada. Te enviamos un e-mail de confirmación.',
  deletedUser: 'Usuario eliminado',
} as const;

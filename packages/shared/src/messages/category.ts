export const category = {
  nameRequired: 'Por favor ingrese el nombre de la categoría',
  createFailed: 'Error al crear la categoría.',
  reservedName: 'Escribí el nombre de tu servicio: "Otros" no es una categoría.',
  signInPrompt: 'Registrate o iniciá sesión para ver los profesionales de esta categoría.',
  nameLength: 'El nombre de la categoría debe tener entre 3 y 40 caracteres.',
  nameChars: 'El nombre de la categoría contiene caracteres no permitidos.',
  throttled: 'Ya propusiste varias categorías nuevas. Intentá nuevamente mañana.',
  nameTaken: 'Ya existe una categoría con ese nombre. Usá "Fusionar" para unirlas.',
  mergeSelf: 'Elegí una categoría distinta para fusionar.',
  fixedLocked: 'Las categorías fijas no se pueden eliminar, renombrar ni fusionar.',
  pendingOnly:
    'Tu servicio "{categoria}" está pendiente de aprobación: no aparecerás en los listados hasta que el equipo lo revise.',
  descriptionTooLong: 'La descripción puede tener hasta 500 caracteres.',
} as const;

export const ads = {
  typeRequired: 'Elige el tipo de publicidad.',
  titleLength: 'El título debe tener entre 3 y 80 caracteres.',
  linkInvalid: 'Ingresa un enlace que empiece con http:// o https://.',
  dateInvalid: 'Ingresa una fecha válida.',
  endsBeforeStart: 'La fecha de fin debe ser posterior a la de inicio.',
  imageRequired: 'Adjunta la imagen de la publicidad.',
  /** Each slot's landmark name: one page can show several, and each needs a name of its own. */
  horizontalSlot: 'Publicidad',
  verticalSlot: 'Publicidad lateral',
  popUpSlot: 'Publicidad emergente',
} as const;

export const ads = {
  typeRequired: 'Elegí el tipo de publicidad.',
  titleLength: 'El título debe tener entre 3 y 80 caracteres.',
  linkInvalid: 'Ingresá un enlace que empiece con http:// o https://.',
  dateInvalid: 'Ingresá una fecha válida para la publicidad.',
  endsBeforeStart: 'La fecha de fin debe ser posterior a la de inicio.',
  imageRequired: 'Adjuntá la imagen de la publicidad.',
  /** Each slot's landmark name: one page can show several, and each needs a name of its own. */
  horizontalSlot: 'Publicidad',
  verticalSlot: 'Publicidad lateral',
  popUpSlot: 'Publicidad emergente',
} as const;

export const profile = {
  updated: 'Tus datos fueron actualizados.',
  emailNotEditable: 'El email no se puede modificar.',
} as const;

export const ban = {
  reasonLabel: 'Motivo',
  reasonRequired: 'Por favor ingrese el motivo de la suspensión.',
} as const;

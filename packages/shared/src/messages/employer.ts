// Issue 46, item 2: the household employer's tools (calculator, aguinaldo, receipt, ARCA steps).
export const employer = {
  intro:
    'Calculá cuánto corresponde pagarle este mes a {nombre} según la escala del régimen de casas particulares (Ley 26.844), el aguinaldo del semestre y prepará el recibo de sueldo para imprimir y firmar.',
  notAvailable:
    'Las herramientas de empleador están disponibles para tus pedidos aceptados y periódicos de limpieza, cuidado de personas, niñera, casero o cama adentro.',
  calculatorTitle: 'Calculadora del sueldo del mes',
  monthLabel: 'Mes',
  modeLabel: 'Forma de trabajo',
  weeklyHoursLabel: 'Horas por semana',
  weeklyHoursHint: 'Sumá las horas de todas las visitas de la semana (en cuartos de hora: 12 o 12,5).',
  yearsLabel: 'Años de antigüedad',
  yearsHint: 'Años completos que lleva trabajando para vos: suma 1 % por año.',
  zoneLabel: 'Zona desfavorable (suma 30 %)',
  zoneHint: 'Solo en las provincias patagónicas y zonas que fija la ley; Tucumán no lo es.',
  monthInvalid: 'Elegí un mes válido.',
  weeklyHoursInvalid: 'Ingresá las horas por semana: de 0,25 a 48, en cuartos de hora.',
  yearsInvalid: 'Ingresá los años completos de antigüedad, de 0 a 60.',
  monthsWorkedInvalid: 'Ingresá los meses trabajados en el semestre, de 1 a 6.',
  cuilInvalid: 'Revisá el CUIL: son 11 números (por ejemplo 27-12345678-5).',
  placeTooLong: 'El lugar admite hasta 80 caracteres.',
  noScale:
    'Todavía no hay una escala cargada para esa categoría y forma de trabajo en ese mes. Probá con otra forma de trabajo o consultá la escala oficial.',
  minimumOfMonth: 'Mínimo de {mes}',
  aguinaldoTitle: 'Aguinaldo (SAC)',
  aguinaldoExplained:
    'Es la mitad del mejor sueldo mensual del semestre, proporcional a los meses trabajados. Se paga hasta el 30 de junio y hasta el 18 de diciembre.',
  monthsWorkedLabel: 'Meses trabajados en el semestre',
  aguinaldoOf: 'Aguinaldo del {semestre} semestre de {anio}',
  aguinaldoDue: 'Pagalo hasta el {fecha}.',
  receiptTitle: 'Recibo de sueldo',
  receiptIntro:
    'Completá los datos que faltan y descargá el recibo en PDF con los importes de la calculadora. Imprimí dos copias: cada parte firma la del otro. No guardamos el recibo ni los CUIL.',
  employerCuilLabel: 'Tu CUIL (opcional)',
  workerCuilLabel: 'CUIL de {nombre} (opcional)',
  placeLabel: 'Lugar de pago',
  paidOnLabel: 'Fecha de pago',
  paidOnInvalid: 'Elegí la fecha de pago.',
  includeAguinaldoLabel: 'Incluir el aguinaldo en este recibo',
  download: 'Descargar recibo (PDF)',
  downloading: 'Preparando el PDF...',
  downloaded: 'Listo: descargaste el recibo.',
  downloadFailed: 'No pudimos preparar el recibo. Revisá los datos e intentá de nuevo.',
  arcaTitle: 'Registrá a {nombre} en ARCA',
  arcaIntro:
    'El alta se hace en el servicio "Personal de Casas Particulares" de ARCA (ex AFIP), con tu CUIT y Clave Fiscal. ServiHogar nunca te va a pedir tu Clave Fiscal: no la escribas en ningún formulario de este sitio.',
  arcaLink: 'Ir a Casas Particulares en ARCA',
  arcaHaveAtHand: 'Tené a mano:',
  arcaItemIds: 'El CUIL y el DNI de {nombre}.',
  arcaItemCategory: 'La categoría del régimen ({categoria}) y si trabaja con retiro o sin retiro.',
  arcaItemHours: 'Las horas por semana ({horas}) y los días en que trabaja.',
  arcaItemStart: 'La fecha en que empezó a trabajar en tu casa.',
  arcaStep1: 'Ingresá a ARCA con tu CUIT y tu Clave Fiscal y entrá a "Personal de Casas Particulares".',
  arcaStep2: 'Registrate como empleador o empleadora, si es la primera vez.',
  arcaStep3:
    'Dá de alta a la persona con su CUIL, la fecha de ingreso, la categoría, la modalidad y las horas semanales.',
  arcaStep4:
    'Cada mes, generá el recibo y el volante o VEP de aportes y contribuciones, y pagalo antes del vencimiento.',
  sacReminderTitle: 'Se acerca el aguinaldo de {nombre}',
  sacReminderBody:
    'Pagá el aguinaldo del {semestre} semestre hasta el {fecha}. Calculalo en Herramientas de empleador.',
  sacReminderSubject: 'Recordá pagar el aguinaldo de {nombre}',
} as const;

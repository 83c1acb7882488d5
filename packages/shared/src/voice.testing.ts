// Decision 0064: every text outside the spec's own is written in voseo. These are the tú forms the
// shared messages' test and the mail templates' test look for; the spec's texts are the only exception.

/**
 * The product spec's own quoted texts that are in tú (or usted) and stay to the letter (§2 labels,
 * §4 states, §5 validation, §6 roles): copied from the product specification, they are the
 * spec's, not ours. A text is checked with these removed.
 */
const SPEC_TU_TEXTS = [
  'Has cerrado sesión',
  'Disfruta de 7 días gratis',
  'Puedes abonar aquí',
  'Debes ingresar un token',
  'Verifica los datos',
  'Debes seleccionar una imagen antes de guardar.',
  'Por favor, selecciona un comprobante de pago',
  'Ya eres un prestador registrado',
  'Debes iniciar sesión para acceder al portal de denuncias y reclamos.',
  'No se pudo actualizar la foto. Inténtalo nuevamente.',
  'Desliza para ver más →',
  'Unete a nosotros',
  'Hubo un error al procesar su solicitud. Por favor, inténtelo de nuevo más tarde.',
] as const;

/** tú's present tense (vos: tenés, podés, querés…) and its pronouns (vos: vos). */
const PRESENT = [
  'tienes',
  'puedes',
  'quieres',
  'debes',
  'necesitas',
  'eres',
  'sabes',
  'vienes',
  'haces',
  'dices',
  'recibes',
  'escribes',
  'prefieres',
  'ofreces',
  'trabajas',
  'buscas',
  'pagas',
  'navegas',
  'crees',
  'cambias',
  'vuelves',
  'sigues',
  'encuentras',
  'usas',
  'vives',
  'conoces',
  'pides',
  'eliges',
  'has',
  'tú',
  'ti',
  'contigo',
];

/**
 * tú's imperatives (vos: ingresá, subí, verificá…). They read like the third person ("el sistema
 * verifica"), so they count where an instruction starts: a sentence, a clause after a comma, or
 * after "y"/"o"/"e". Nouns that look like them (cuenta, prueba, copia, espera, reserva…) and "responde"
 * (the filter "Responde rápido" speaks of the professional) are left out.
 */
const IMPERATIVES = [
  'ingresa',
  'sube',
  'verifica',
  'escribe',
  'elige',
  'revisa',
  'intenta',
  'inicia',
  'crea',
  'completa',
  'agrega',
  'busca',
  'haz',
  'ven',
  'vuelve',
  'confirma',
  'recuerda',
  'contacta',
  'usa',
  'accede',
  'descarga',
  'selecciona',
  'pulsa',
  'toca',
  'transfiere',
  'cambia',
  'envía',
  'abre',
  'mira',
  'deja',
  'sigue',
  'activa',
  'cancela',
  'registra',
  'acepta',
  'guarda',
  'comparte',
  'pide',
  'pon',
  'sal',
  'di',
  'ten',
  'llama',
  'paga',
  'reintenta',
  'cierra',
  'consulta',
  'lee',
  'indica',
  'añade',
  'escoge',
  'avisa',
  'contrata',
  'califica',
  'elimina',
  'borra',
  'edita',
  'actualiza',
  'entra',
  'descubre',
  'encuentra',
  'recibe',
  'evita',
  'renueva',
  'recarga',
  'adjunta',
  'pega',
  'ejecuta',
  'compara',
  'disfruta',
  'desliza',
  'únete',
  'unete',
  'detén',
  'navega',
  'explica',
  'ignora',
  'abona',
];

const W = 'a-zA-ZáéíóúüñÁÉÍÓÚÜÑ';
const present = new RegExp(`(?<![${W}])(${PRESENT.join('|')})(?![${W}])`, 'giu');
const imperative = new RegExp(
  `(?:^|[.:;!?¿¡(«"“—,]\\s*|\\s[yoe]\\s+)(${IMPERATIVES.join('|')})(?![${W}])`,
  'giu',
);
/** tú's imperative with a pronoun, stressed before it: Inténtalo, Regístrate, Cuéntanos, Respóndele (vos: Intentalo, Registrate, Contanos, Respondele). */
const withPronoun = new RegExp(
  `(?<![${W}])([${W}]*[áéíóú][${W}]*[^aeiouáéíóú\\s][ae](?:lo|la|los|las|le|les|nos|me|te))(?![${W}])`,
  'giu',
);

/** Nouns shaped like an imperative with a pronoun. */
const NOT_PRONOUN = new Set(['píxeles', 'ángeles', 'cárceles']);

/** The tú forms in `text`, once the spec's own texts are taken out of it. */
export function tuForms(text: string): string[] {
  const ours = SPEC_TU_TEXTS.reduce((rest, spec) => rest.replaceAll(spec, ' '), text);
  return [...ours.matchAll(present), ...ours.matchAll(imperative), ...ours.matchAll(withPronoun)]
    .map((m) => m[1] ?? m[0])
    .filter((word) => !NOT_PRONOUN.has(word.toLowerCase()));
}

/** Every string inside a value (a messages module, nested objects), with the path it sits at. */
export function stringsIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => stringsIn(inner, path ? `${path}.${key}` : key));
  return [];
}

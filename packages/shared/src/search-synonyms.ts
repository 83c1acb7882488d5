// How people in Tucumán ask for each service (issue 44): the words and phrases they type, each to
// the fixed category it means. Written as people write them (accents, capitals, 'de' included);
// compared folded and without the search's stop words, so "Señora de limpieza" is
// ['senora', 'limpieza']. A phrase is matched before its words: "cuidadora de niños" is a niñera,
// "cuidadora" alone cares for a person.

/** Each category's words and phrases (the category's own name is matched apart, typos included). */
export const SEARCH_SYNONYMS_BY_SERVICE: Record<string, readonly string[]> = {
  ninera: ['babysitter', 'baby sitter', 'niñero', 'nana', 'cuidadora de niños', 'cuidador de niños'],
  'limpieza-domestica': [
    'señora de limpieza',
    'empleada de limpieza',
    'personal de limpieza',
    'empleada doméstica',
    'empleada',
    'doméstica',
    'mucama',
    'limpiadora',
  ],
  'paseador-de-perros': ['paseaperros', 'paseador de perros', 'paseo de perros', 'paseador', 'perros'],
  'cuidado-de-persona': [
    'acompañante terapéutico',
    'acompañante',
    'enfermera',
    'enfermero',
    'cuidadora',
    'cuidador',
    'cuidado de adultos mayores',
  ],
  plomero: ['fontanero', 'cañista', 'plomería'],
  gasista: ['gas', 'gasfiter', 'gasista matriculado', 'matriculado'],
  albanil: ['constructor', 'albañilería'],
  casero: ['cuidador de casa', 'cuidacasas', 'parquero', 'jardinero'],
  electricista: ['electricidad', 'luz'],
  pintor: ['pintura'],
  carpintero: ['carpintería', 'mueblero'],
  'cama-adentro': ['interna', 'empleada cama adentro'],
};

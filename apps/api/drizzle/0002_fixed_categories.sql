-- The 12 fixed categories (product §10) exist in every database; descriptions and images are edited later.
INSERT INTO "categories" ("slug", "type", "fixed", "position") VALUES
  ('ninera', 'Niñera', true, 1),
  ('limpieza-domestica', 'Limpieza Domestica', true, 2),
  ('cuidado-de-persona', 'Cuidado de Persona', true, 3),
  ('cama-adentro', 'Cama Adentro', true, 4),
  ('casero', 'Casero', true, 5),
  ('paseador-de-perros', 'Paseador de Perros', true, 6),
  ('plomero', 'Plomero', true, 7),
  ('gasista', 'Gasista', true, 8),
  ('pintor', 'Pintor', true, 9),
  ('carpintero', 'Carpintero', true, 10),
  ('electricista', 'Electricista', true, 11),
  ('albanil', 'Albañil', true, 12)
ON CONFLICT ("slug") DO NOTHING;

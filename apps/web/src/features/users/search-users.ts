import type { AdminUser } from '@servihogar/shared/users';

/** Lower case without accents, so 'nunez' finds 'Núñez'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Spec §2 users panel search: name, surname (and both together), e-mail or dni. */
export function searchUsers(users: AdminUser[], query: string): AdminUser[] {
  const q = fold(query);
  if (!q) return users;
  return users.filter((u) =>
    [u.nombre, u.apellido, `${u.nombre} ${u.apellido}`, u.email, u.dni ?? ''].some((v) =>
      fold(v).includes(q),
    ),
  );
}

import type { AdminUser } from '@servihogar/shared/users';
import { describe, expect, it } from 'vitest';
import { searchUsers } from './search-users.ts';

const user = (over: Partial<AdminUser>): AdminUser => ({
  _id: '1',
  nombre: 'Ana',
  apellido: 'Pérez',
  email: 'ana@example.com',
  numeroContacto: null,
  dni: null,
  foto: null,
  isPrestador: false,
  roles: ['Cliente'],
  banned: false,
  banReason: null,
  ...over,
});

const users = [
  user({ _id: '1' }),
  user({ _id: '2', nombre: 'José', apellido: 'Núñez', email: 'jose@x.com', dni: '30111222' }),
];

const ids = (list: AdminUser[]) => list.map((u) => u._id);

describe('searchUsers', () => {
  it('returns everyone for an empty query', () => {
    expect(ids(searchUsers(users, '  '))).toEqual(['1', '2']);
  });

  it('ignores case and accents in names', () => {
    expect(ids(searchUsers(users, 'NUNEZ'))).toEqual(['2']);
    expect(ids(searchUsers(users, 'jose nú'))).toEqual(['2']);
    expect(ids(searchUsers(users, 'perez'))).toEqual(['1']);
  });

  it('matches e-mail and dni', () => {
    expect(ids(searchUsers(users, 'ANA@EXAMPLE'))).toEqual(['1']);
    expect(ids(searchUsers(users, '30111'))).toEqual(['2']);
  });
});

// Ana's client registration, valid at the minimum lengths: the schema's tests and the sign-up page's,
// and the bench's registrations (under other names).

export const ANA_REGISTRATION = {
  nombre: 'Ana',
  apellido: 'Paz',
  numeroContacto: '3815551234',
  email: 'ana@example.com',
  password: '123456',
  repassword: '123456',
  direccion: {
    calle: 'San Martín',
    numero: '100',
    ciudad: 'Tucumán',
    codigoPostal: '4000',
    pais: 'Argentina',
  },
};

export const toast = {
  welcome: 'Bienvenid@!',
  loggedOut: 'Has cerrado sesión',
} as const;

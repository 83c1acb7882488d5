// Only read by dependency-cruiser: the `@/` alias of each app (as in its tsconfig.json, Vite and Vitest).
const path = require('node:path');

module.exports = (env) => ({ resolve: { alias: { '@': path.resolve(__dirname, `apps/${env.app}/src`) } } });

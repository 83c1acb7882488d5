// What `import … from 'zod'` resolves to in the web build (vite.config.ts alias): zod itself, set
// to never compile validators with `new Function`. Its eval probe would otherwise break the
// Content-Security-Policy (no 'unsafe-eval') and log a violation on every page with a form.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;

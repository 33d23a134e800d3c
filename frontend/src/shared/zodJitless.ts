import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and reads that setting when a
 * schema is built: the CSP (script-src 'self', no 'unsafe-eval') refuses it and reports a violation.
 * Imported before the brand's schema is built (shared/brandingContract.ts).
 */
z.config({ jitless: true });

import { z } from 'zod';

// The built app runs under a Content-Security-Policy without 'unsafe-eval'
// (csp.ts). zod compiles fast parsers with `new Function` when it may; its
// probe for that is reported as a policy violation, so the browser runs zod
// without it. Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });

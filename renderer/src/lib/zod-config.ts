import { z } from 'zod';

// The page's CSP forbids eval; zod 4 would otherwise probe `new Function` (a CSP violation
// report on every start) and compile parsers with it. The interpreted path is plenty fast here.
z.config({ jitless: true });

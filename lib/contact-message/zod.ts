import { z } from 'zod';

// The contact form validates in the browser too. Zod's compiled fast path first checks whether
// the page may run generated code (`new Function`), and under the site's policy, which allows no
// eval, that check is a reported policy violation (an issue in the browser's tools, a point off
// Lighthouse's best practices) even though Zod catches it. Without the fast path it never asks.
// Set before any of the message's schemas is made: the choice is read when a schema is built.
z.config({ jitless: true });

export { z };

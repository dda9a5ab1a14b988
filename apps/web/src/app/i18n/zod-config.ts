// zod's global settings alone, for a dynamic import that does not pull in all of zod's core.
export { config } from 'zod/v4/core';

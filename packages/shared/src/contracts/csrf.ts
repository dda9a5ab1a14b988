/**
 * Every state-changing API request carries this header: a cross-site form cannot add it, and
 * adding it from script makes a cross-origin request that the same-origin check refuses.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'wb-backoffice';

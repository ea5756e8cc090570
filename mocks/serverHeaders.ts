/** Headers of the simulator server's own (not the platform's), in a module with no imports: scripts and tests read them too. */

/** Carries the control token on /__simulator calls (mocks/serverAccess.ts). */
export const CONTROL_TOKEN_HEADER = 'x-simulator-token';

/**
 * The caller's address, set by the HTTP server over whatever a client sent (mocks/serverAccess.ts);
 * read by the rate limits (mocks/rules/limits.ts).
 */
export const CLIENT_ADDRESS_HEADER = 'x-simulator-client-address';

/** Who is calling; absent in the browser and in msw/node, where there is one client. */
export const clientAddress = (request: Request): string => request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local';

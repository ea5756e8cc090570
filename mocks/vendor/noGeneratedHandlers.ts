/**
 * @mswjs/data can generate REST and GraphQL handlers from a model (`toHandlers`). The simulator
 * writes its own handlers (mocks/handlers) and never asks for generated ones, yet loading them
 * costs all of graphql (types built at load time, ~70 KB gzip) and a CommonJS copy of msw. The
 * browser build loads this module in their place; see slimDeps.ts.
 */
function notInThisBuild(): never {
  throw new Error('@mswjs/data generated handlers are not in this build: the simulator writes its own (mocks/handlers)');
}

export const generateRestHandlers = notInThisBuild;
export const generateGraphQLHandlers = notInThisBuild;
export const generateGraphQLSchema = notInThisBuild;

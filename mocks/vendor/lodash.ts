// @mswjs/data imports all of lodash (~44 KB gzip) for the one function below; see slimDeps.ts.
export { default as isFunction } from 'lodash/isFunction';

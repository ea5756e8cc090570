// @mswjs/data imports all of date-fns (~38 KB gzip) for its date comparators; see slimDeps.ts.
export { default as compareAsc } from 'date-fns/compareAsc';

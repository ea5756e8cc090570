import { assertEvent, assign, setup } from 'xstate';
import { searchDocs, type DocsIndex, type SearchResult } from './docsSearch';

export interface DocsCenterContext {
  index: DocsIndex;
  doc: string;
  /** The heading to bring into view; `jump` changes on every request, even for the same one. */
  heading?: string;
  jump: number;
  query: string;
  results: SearchResult[];
}

export type DocsCenterEvent =
  | { type: 'DOCS.SEARCH'; query: string }
  /** The reader chose a document or heading (table of contents, search result). */
  | { type: 'DOCS.OPEN'; doc: string; heading?: string }
  /** The address changed to a guide path (deep link, back/forward, another page's link). */
  | { type: 'DOCS.ROUTE'; doc: string; heading?: string };

/**
 * The docs center's reading state: the open document, the heading to show, the search query
 * and its results. The page is kept alive, so all of it survives leaving and coming back.
 */
export const docsCenterMachine = setup({
  types: {} as {
    context: DocsCenterContext;
    events: DocsCenterEvent;
    input: { index: DocsIndex; doc?: string; heading?: string };
  },
  actions: {
    openDoc: assign(({ context, event }) => {
      assertEvent(event, ['DOCS.OPEN', 'DOCS.ROUTE']);
      return { doc: event.doc, heading: event.heading, jump: context.jump + 1 };
    }),
    search: assign(({ context, event }) => {
      assertEvent(event, 'DOCS.SEARCH');
      return { query: event.query, results: searchDocs(context.index, event.query) };
    }),
  },
  guards: {
    isKnownDoc: ({ context, event }) => {
      assertEvent(event, 'DOCS.OPEN');
      return context.index.outline.has(event.doc);
    },
    isOtherPlace: ({ context, event }) => {
      assertEvent(event, 'DOCS.ROUTE');
      return context.index.outline.has(event.doc) && (event.doc !== context.doc || event.heading !== context.heading);
    },
  },
}).createMachine({
  id: 'docsCenter',
  context: ({ input }) => {
    const first = [...input.index.outline.keys()][0] ?? '';
    const known = input.doc && input.index.outline.has(input.doc);
    return {
      index: input.index,
      doc: known ? input.doc! : first,
      heading: known ? input.heading : undefined,
      jump: 0,
      query: '',
      results: [],
    };
  },
  initial: 'reading',
  states: {
    reading: {
      on: {
        'DOCS.SEARCH': { actions: 'search' },
        'DOCS.OPEN': { guard: 'isKnownDoc', actions: 'openDoc' },
        'DOCS.ROUTE': { guard: 'isOtherPlace', actions: 'openDoc' },
      },
    },
  },
});

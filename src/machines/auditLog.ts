import { assertEvent, fromPromise, setup } from 'xstate';
import { searchAuditLog, type AuditEvent, type AuditQuery } from '../api/security';
import { notify } from './notify';
import { createListMachine } from './listMachine';
import { auditCsv, auditFileName } from '../domain/auditLog';
import { beijingToday } from './clock';

export type AuditFilter = Omit<AuditQuery, 'pageNum' | 'pageSize'>;

/** Drops empty filters, so the request carries only what the user chose. */
const chosen = (filter: AuditFilter): AuditFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as AuditFilter;

export const auditLogListMachine = createListMachine<AuditEvent, AuditFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchAuditLog({ pageNum: input.pageNum, pageSize: input.pageSize, ...chosen(input.query) }),
    ),
  },
});

/** An export holds at most this many entries, newest first. */
export const AUDIT_EXPORT_LIMIT = 5000;
const EXPORT_PAGE = 1000;

export const auditMessages = {
  exported: (rows: number) => `已导出 ${rows} 条操作日志`,
  truncated: `仅导出最近 ${AUDIT_EXPORT_LIMIT} 条，请缩小日期范围后分批导出`,
} as const;

interface Collected {
  events: AuditEvent[];
  /** The limit left entries out: not when the log simply ran out early (entries gone meanwhile). */
  cut: boolean;
}

/** Every entry the filter matches, page by page, up to the export limit. */
async function collect(filter: AuditFilter): Promise<Collected> {
  const events: AuditEvent[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await searchAuditLog({ pageNum, pageSize: EXPORT_PAGE, ...chosen(filter) });
    events.push(...page.records);
    if (page.records.length < EXPORT_PAGE || events.length >= Math.min(page.total, AUDIT_EXPORT_LIMIT))
      return {
        events: events.slice(0, AUDIT_EXPORT_LIMIT),
        cut:
          events.length > AUDIT_EXPORT_LIMIT ||
          (events.length === AUDIT_EXPORT_LIMIT && page.total > AUDIT_EXPORT_LIMIT),
      };
  }
}

/** CSV export of what the filter matches (not only the page shown); `saveFile` comes from the page. */
export const auditExportMachine = setup({
  types: {} as { events: { type: 'AUDIT.EXPORT'; filter: AuditFilter } },
  actors: { collect: fromPromise<Collected, AuditFilter>(({ input }) => collect(input)) },
  actions: {
    saveFile: (_, _params: { csv: string; fileName: string }) => undefined,
  },
}).createMachine({
  id: 'auditExport',
  initial: 'idle',
  states: {
    idle: { on: { 'AUDIT.EXPORT': 'exporting' } },
    exporting: {
      invoke: {
        src: 'collect',
        input: ({ event }) => {
          assertEvent(event, 'AUDIT.EXPORT');
          return event.filter;
        },
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'saveFile',
              params: ({ event }) => ({ csv: auditCsv(event.output.events), fileName: auditFileName(beijingToday()) }),
            },
            ({ event }) =>
              event.output.cut
                ? notify(auditMessages.truncated, 'warning')
                : notify(auditMessages.exported(event.output.events.length), 'success'),
          ],
        },
        // The client has shown the refusal.
        onError: 'idle',
      },
    },
  },
});

import {
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  type ActorRef,
  type AnyActorRef,
  type AnyStateMachine,
  type EventFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';

export interface LazyFlowContext {
  flow?: AnyActorRef;
  /** Events that came while the flow's code was loading, handed over in order once it runs. */
  queued: EventObject[];
  /** The flow is out of its `closed` state (its dialog shows). */
  open: boolean;
}

export interface LazyFlowOptions {
  /** The flow's id in the app's system; the loaded flow itself runs as `${systemId}Flow`. */
  systemId: string;
  /** The events that open the flow from `closed`: the first one loads it. Others are no-ops while closed. */
  opensWith: readonly string[];
  load: () => Promise<AnyStateMachine>;
}

export const flowSystemId = (systemId: string) => `${systemId}Flow`;

/**
 * A dialog flow that loads with its first opening instead of with the app (login, consultation and
 * feedback were ~7 KB gzip of every page's first load). This small machine stands in the app's system
 * under the flow's id, so whoever opens the dialog sends to it as before. The first opening event
 * loads the flow's chunk and spawns the flow as `${systemId}Flow` (which the dialog's views use); the
 * events that came meanwhile follow in order, later ones are forwarded. `open` mirrors whether the
 * flow has left its `closed` state, for the shell that mounts the view and for other flows. A failed
 * load drops the opening (the chunk-reload flow reports it); the next opening tries again.
 */
export function createLazyFlowMachine({ systemId, opensWith, load }: LazyFlowOptions) {
  return setup({
    types: {} as { context: LazyFlowContext; events: EventObject },
    actors: {
      load: fromPromise<AnyStateMachine>(() => load()),
      watch: fromCallback<EventObject, AnyActorRef>(({ input, sendBack }) => {
        const report = (snapshot: { matches: (value: string) => boolean }) =>
          sendBack({ type: 'lazy.flowChanged', open: !snapshot.matches('closed') });
        // The handed-over events may already have opened it before this subscription.
        report(input.getSnapshot() as Parameters<typeof report>[0]);
        const subscription = input.subscribe(report);
        return () => subscription.unsubscribe();
      }),
    },
    guards: {
      opens: ({ event }) => opensWith.includes(event.type),
      // Not the stand-in's own (its load's answers, its watch's reports).
      forTheFlow: ({ event }) => !event.type.startsWith('xstate.') && !event.type.startsWith('lazy.'),
    },
    actions: {
      queue: assign({ queued: ({ context, event }) => [...context.queued, event] }),
    },
  }).createMachine({
    id: 'lazyFlow',
    context: { queued: [], open: false },
    initial: 'closedUnloaded',
    states: {
      closedUnloaded: {
        on: { '*': { guard: 'opens', target: 'loading', actions: 'queue' } },
      },
      loading: {
        on: { '*': { guard: 'forTheFlow', actions: 'queue' } },
        invoke: {
          id: 'load',
          src: 'load',
          onDone: {
            target: 'running',
            actions: [
              assign({
                flow: ({ spawn, event }) =>
                  spawn(event.output as AnyStateMachine, { systemId: flowSystemId(systemId) }),
              }),
              enqueueActions(({ context, enqueue }) => {
                for (const event of context.queued) enqueue.sendTo(context.flow!, event);
              }),
              assign({ queued: [] }),
            ],
          },
          onError: { target: 'closedUnloaded', actions: assign({ queued: [] }) },
        },
      },
      running: {
        invoke: { src: 'watch', input: ({ context }) => context.flow! },
        on: {
          'lazy.flowChanged': {
            actions: assign({ open: ({ event }) => (event as EventObject & { open: boolean }).open }),
          },
          '*': {
            guard: 'forTheFlow',
            actions: sendTo(
              ({ context }) => context.flow!,
              ({ event }) => event,
            ),
          },
        },
      },
    },
  });
}

export type LazyFlowMachine = ReturnType<typeof createLazyFlowMachine>;
/** The stand-in as its senders see it: it takes the flow's own events. */
export type LazyFlowActor<Flow extends AnyStateMachine> = ActorRef<SnapshotFrom<LazyFlowMachine>, EventFrom<Flow>>;

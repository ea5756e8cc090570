import { waitFor, type AnyActorRef } from 'xstate';
import type { AdminSearch } from '../../src/machines/adminList';
import type { ListActor } from '../../src/machines/listMachine';

/** An admin tab's list child (adminList.ts invokes it as `list`). */
export const listOf = (actor: AnyActorRef) => actor.getSnapshot().children.list as ListActor<unknown, AdminSearch>;

/** The rows an admin tab's list shows. */
export const rowsOf = <Row>(actor: AnyActorRef) => listOf(actor).getSnapshot().context.records as Row[];

/** Resting: nothing saving or running (the tab's value is a string) and its list has its answer. */
export async function settled(actor: AnyActorRef, state?: string) {
  await waitFor(
    actor,
    (s: { value: unknown; context: { pending?: unknown } }) =>
      (state ? s.value === state : ['idle', 'links', 'form'].includes(String(s.value))) && !s.context.pending,
  );
  await waitFor(listOf(actor), (s) => !s.matches('loading'));
}

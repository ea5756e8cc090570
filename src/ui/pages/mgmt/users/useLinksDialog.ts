import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { useListChild, useListRecords } from '../../../components/ListView';

interface LinksSnapshot {
  matches: (state: 'links' | 'linking') => boolean;
  context: { linkId?: string; linkError?: string };
}

/**
 * The links dialog of an admin tab (adminList): open while the row's links are managed, busy
 * while a change runs and while the list reloads after it (the row is read from the list).
 */
export function useLinksDialog<Row extends { id: string }>(admin: AnyActorRef) {
  const list = useListChild<Row>(admin);
  const rows = useListRecords(list);
  const open = useSelector(admin, (s: LinksSnapshot) => s.matches('links') || s.matches('linking'));
  const linking = useSelector(admin, (s: LinksSnapshot) => s.matches('linking'));
  const linkId = useSelector(admin, (s: LinksSnapshot) => s.context.linkId);
  const linkError = useSelector(admin, (s: LinksSnapshot) => s.context.linkError);
  const reloading = useSelector(list, (s) => s?.matches('loading') ?? false);
  const listError = useSelector(list, (s) => (s?.matches('failed') ? s.context.error : undefined));
  return {
    open,
    busy: linking || (open && reloading),
    row: rows.find((r) => r.id === linkId),
    error: linkError ?? (open ? listError : undefined),
  };
}

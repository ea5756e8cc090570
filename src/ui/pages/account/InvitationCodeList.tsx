import { HStack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { InvitationCode, InvitationScope } from '../../../domain/types/operation.types';
import { myCodesListMachine } from '../../../machines/invitationCodes';
import { INVITATION_STATUS, parseInvitationStatus, type InvitationStatus } from '../../../domain/trial';
import { SelectFilter, optionsOf } from '../../components/form/FilterFields';
import { ListView, useList, type Column } from '../../components/ListView';

/** The status filter, kept in the URL query (?status=1|2|3) so a filtered list can be shared and reloaded. */
export function StatusFilter({ value }: { value?: InvitationStatus }) {
  const [location, navigate] = useLocation();
  return (
    <SelectFilter
      maxW="200px"
      label="状态"
      value={value === undefined ? '' : String(value)}
      options={optionsOf(INVITATION_STATUS)}
      onChange={(v) => navigate(v ? `${location}?status=${v}` : location)}
    />
  );
}

function CodesTable({
  scope,
  status,
  columns,
  label,
  emptyText,
}: {
  scope: InvitationScope;
  status?: InvitationStatus;
  columns: Column<InvitationCode>[];
  label: string;
  emptyText: string;
}) {
  const machine = useMemo(() => myCodesListMachine(scope), [scope]);
  // One list for every filter: a new status reloads it, keeping its header and rows until the answer.
  const list = useList(machine, { status }, { pageSize: 10 });
  return <ListView actor={list} label={label} columns={columns} rowKey={(r) => r.id} emptyText={emptyText} />;
}

/** One of the account centre's code lists, filtered by the URL's status. */
export function InvitationCodeList(props: {
  scope: InvitationScope;
  columns: Column<InvitationCode>[];
  label: string;
  emptyText: string;
}) {
  const status = parseInvitationStatus(new URLSearchParams(useSearch()).get('status'));
  return (
    <>
      <HStack mb="4">
        <StatusFilter value={status} />
      </HStack>
      <CodesTable status={status} {...props} />
    </>
  );
}

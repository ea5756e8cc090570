/** 组织 (platform extension, not SPEC): an enterprise account's team, invitations, keys, wallet and usage. */
import { http } from './http';
import { paths } from './paths';
import type { Page } from '../domain/types/common.types';
import type {
  AdminOrganisation,
  AdminOrganisationDetail,
  MyOrganisation,
  OrgCall,
  OrgCallQuery,
  OrgCreatedKey,
  OrgInviteInput,
  OrgKey,
  OrgMember,
  OrgRole,
  OrgUsage,
  Organisation,
} from '../domain/types/organisation.types';

export type * from '../domain/types/organisation.types';

const o = paths.organisation;

export const getMyOrganisation = () => http.get<MyOrganisation>(o.mine).then((r) => r.data);
export const createOrganisation = (name: string) =>
  http.post<Organisation>(o.create, { name }, { silent: true }).then((r) => r.data);
/** Silent: the invite dialog shows a refusal beside what the user typed. */
export const inviteMember = (input: OrgInviteInput) =>
  http.post<OrgMember>(o.invite, input, { silent: true }).then((r) => r.data);
export const answerInvitation = (id: string, accept: boolean) =>
  http.post<boolean>(o.answer, { id, accept }).then((r) => r.data);
export const cancelInvitation = (id: string) => http.post<boolean>(o.cancel, { id }).then((r) => r.data);
export const changeMemberRole = (id: string, role: OrgRole) =>
  http.post<boolean>(o.role, { id, role }).then((r) => r.data);
export const setMemberCap = (id: string, monthlyCap: string) =>
  http.post<boolean>(o.cap, { id, monthlyCap }, { silent: true }).then((r) => r.data);
export const removeMember = (id: string) => http.post<boolean>(o.remove, { id }).then((r) => r.data);
export const leaveOrganisation = () => http.post<boolean>(o.leave, {}).then((r) => r.data);

export const listOrgKeys = () => http.get<OrgKey[]>(o.keys).then((r) => r.data);
export const createOrgKey = (name: string) =>
  http.post<OrgCreatedKey>(o.keyCreate, { name }, { silent: true }).then((r) => r.data);
export const reassignOrgKey = (id: string, holderId: string) =>
  http.post<boolean>(o.keyReassign, { id, holderId }).then((r) => r.data);
export const topUpWallet = (amount: string) =>
  http.post<Organisation>(o.topUp, { amount }, { silent: true }).then((r) => r.data);

export const getOrgUsage = (q: { month: string; userId?: string }) =>
  http.post<OrgUsage>(o.usage, q).then((r) => r.data);
export const searchOrgCalls = (q: OrgCallQuery) => http.post<Page<OrgCall>>(o.calls, q).then((r) => r.data);

export const searchOrganisations = (q: { pageNum: number; pageSize: number; keyword?: string }) =>
  http.post<Page<AdminOrganisation>>(o.adminSearch, q).then((r) => r.data);
export const getOrganisationDetail = (id: string) =>
  http.get<AdminOrganisationDetail>(o.adminDetail(id)).then((r) => r.data);
export const searchOrgCallsAsAdmin = (q: OrgCallQuery) => http.post<Page<OrgCall>>(o.adminCalls, q).then((r) => r.data);

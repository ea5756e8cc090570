import { http } from './http';
import { paths } from './paths';
import type { KeyScopeInput, KeyScopeUpdate, ScopedApiKey, ScopedCreatedKey } from '../domain/types/keys.types';
import type { Page } from '../domain/types/common.types';
import type { AuthCode, AuthCodeQuery, Contract, ContractDetail, ContractQuery } from '../domain/types/developer.types';

const p = paths.developer;

// API keys; each carries its scope and usage (platform extension, not SPEC).
export const listScopedKeys = () => http.post<ScopedApiKey[]>(p.keyList, {}).then((r) => r.data);
/** Returns the full secret, once. Silent: the form shows the refusal under its field. */
export const createScopedKey = (input: KeyScopeInput) =>
  http.post<ScopedCreatedKey>(p.keyCreate, input, { silent: true }).then((r) => r.data);
export const updateKeyScope = (input: KeyScopeUpdate) =>
  http.post<ScopedApiKey>(p.keyUpdate, input, { silent: true }).then((r) => r.data);
/** A new secret for the key, returned once; the old one keeps working for `graceHours` (0: stops at once). */
export const rotateApiKey = (id: string, graceHours: number) =>
  http.post<ScopedCreatedKey>(p.keyRotate(id), { graceHours }, { silent: true }).then((r) => r.data);
export const updateApiKeyStatus = (id: string, status: 0 | 1) =>
  http.post<boolean>(p.keyUpdateStatus, { id, status }).then((r) => r.data);
export const deleteApiKey = (id: string) => http.delete<boolean>(p.keyDelete(id)).then((r) => r.data);

export const searchContracts = (q: ContractQuery) => http.post<Page<Contract>>(p.contractSearch, q).then((r) => r.data);
export const getContract = (id: string) => http.get<ContractDetail>(p.contractDetail(id)).then((r) => r.data);
export const signContract = (id: string) => http.post<boolean>(p.contractSign(id), {}).then((r) => r.data);

export const searchAuthCodes = (q: AuthCodeQuery) => http.post<Page<AuthCode>>(p.authCodeSearch, q).then((r) => r.data);

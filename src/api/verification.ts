import { http } from './http';
import { paths } from './paths';
import type { Page } from '../domain/types/common.types';
import type {
  AuditQuery,
  AuthDetail,
  EnterpriseAuditRecord,
  EnterpriseVerificationForm,
  PersonalAuditRecord,
  PersonalCertificationForm,
  RemitVerificationForm,
} from '../domain/types/verification.types';

const p = paths.verification;

export const getMyAuthDetail = () => http.get<AuthDetail>(p.myDetail).then((r) => r.data);
export const saveEnterpriseVerification = (form: EnterpriseVerificationForm) =>
  http.post<boolean>(p.verificationSave, form, { silent: true }).then((r) => r.data);
export const saveRemitVerification = (form: RemitVerificationForm) =>
  http.post<boolean>(p.remitVerification, form, { silent: true }).then((r) => r.data);
/** Personal certification lives under the user area (SPEC section 7). */
export const submitPersonalCertification = (form: PersonalCertificationForm) =>
  http.post<boolean>(paths.user.personalCertification, form, { silent: true }).then((r) => r.data);

export const searchEnterpriseVerifications = (q: AuditQuery) =>
  http.post<Page<EnterpriseAuditRecord>>(p.search, q).then((r) => r.data);
export const searchPersonalVerifications = (q: AuditQuery) =>
  http.post<Page<PersonalAuditRecord>>(p.personalSearch, q).then((r) => r.data);
/** Enterprise decision: 3 审核通过 or 4 审核失败 (with a reason). */
export const auditEnterpriseVerification = (body: { id: string; auditStatus: 3 | 4; reason?: string }) =>
  http.post<boolean>(p.updateStatus, body, { silent: true }).then((r) => r.data);
/** Personal decision: 2 approved or 3 rejected (with a reason). */
export const auditPersonalVerification = (body: { id: string; status: 2 | 3; reason?: string }) =>
  http.post<boolean>(p.updateCertificationStatus, body, { silent: true }).then((r) => r.data);

import { http } from './http';
import { paths } from './paths';
import type { AuthDetail } from './types';

const p = paths.verification;

export const getMyAuthDetail = () => http.get<AuthDetail>(p.myDetail).then((r) => r.data);
export const saveEnterpriseVerification = (form: Record<string, unknown>) =>
  http.post<boolean>(p.verificationSave, form).then((r) => r.data);
export const saveRemitVerification = (form: Record<string, unknown>) =>
  http.post<boolean>(p.remitVerification, form).then((r) => r.data);

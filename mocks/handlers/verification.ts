import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { AuthDetail } from '../../src/api/types';
import { tables } from '../db/models';
import { ok, url, withSession } from '../rules/respond';

/**
 * Only the caller's own detail so far. Still to come with the audit pages: verificationSave,
 * remitVerification, search, personal/search, updateStatus, updateCertificationStatus.
 */
export const verificationHandlers = [
  http.get(
    url(paths.verification.myDetail),
    withSession(({ user }) => {
      const row = tables.authDetail.find((a) => a.userId === user.id);
      const detail: AuthDetail = {
        status: row?.status ?? 1,
        personalVerificationVO: { verificationStatus: row?.personalStatus ?? 1 },
      };
      return ok(detail);
    }),
  ),
];

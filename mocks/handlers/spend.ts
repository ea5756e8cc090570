/**
 * Spend control (platform extension, not SPEC): the monthly budget, whose 50/80/100% alerts
 * arrive as site messages (each once a month), and per-model rate limits with the last
 * minute's use and a request for more.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type {
  BudgetStatus,
  RateLimitRequest,
  RateLimitRequestInput,
  RateLimitStatus,
} from '../../src/domain/types/spend.types';
import { budgetError } from '../../src/domain/budget';
import { rateLimitMessages, rateLimitRequestErrors } from '../../src/domain/rateLimit';
import { tables, type RateLimitRequestRow, type UserRow } from '../db/models';
import { nowIso } from '../rules/clock';
import { adminPost, ok, readJson, refuse, url, withAdmin } from '../rules/respond';
import { alertBudget, currentMonth, monthSpendCents, recentUse } from '../rules/usageLedger';
import { modelCatalogue, findModel } from '../seed/models';
import { isChatModel } from '../seed/modelMarket';
import { USAGE_CODES } from './usage';
import { recordAudit } from '../rules/audit';

const budgetText = (cents: number): string => `¥${(cents / 100).toFixed(2)}`;

function budgetStatus(user: UserRow): BudgetStatus {
  const month = currentMonth();
  const budget = tables.spendBudget.find((b) => b.userId === user.id);
  const spent = monthSpendCents(user, month);
  return {
    month,
    monthlyBudget: budget ? budget.budgetCents / 100 : null,
    spent: spent / 100,
    ratio: budget && budget.budgetCents > 0 ? Math.round((spent / budget.budgetCents) * 10_000) / 10_000 : 0,
    alerted: budget && budget.month === month ? budget.alerted.map(Number) : [],
  };
}

const toRequest = ({ userId: _owner, ...row }: RateLimitRequestRow): RateLimitRequest => ({
  ...row,
  status: row.status === 2 || row.status === 3 ? row.status : 1,
});

export const rateLimitedModels = () => modelCatalogue.filter(isChatModel);

const s = paths.spend;

export const spendHandlers = [
  http.get(
    url(s.budget),
    withAdmin(USAGE_CODES, ({ user }) => ok(budgetStatus(user))),
  ),

  http.post(
    url(s.budget),
    withAdmin(USAGE_CODES, async ({ request, user }) => {
      const { monthlyBudget } = await readJson<{ monthlyBudget: number | string | null }>(request);
      const existing = tables.spendBudget.find((b) => b.userId === user.id);
      const before = existing ? budgetText(existing.budgetCents) : '未设置';
      if (monthlyBudget === null) {
        if (existing) tables.spendBudget.remove(existing.id);
        if (existing)
          await recordAudit(request, {
            userId: user.id,
            actor: user,
            action: 'budget.change',
            before,
            after: '未设置',
          });
        return ok(budgetStatus(user));
      }
      const problem = budgetError(
        typeof monthlyBudget === 'number' || typeof monthlyBudget === 'string' ? String(monthlyBudget) : '',
      );
      if (problem) refuse(problem, 400);
      const budgetCents = Math.round(Number(monthlyBudget) * 100);
      // A new amount starts the month's alerts over: 80% of a raised budget is news again.
      if (existing) await tables.spendBudget.patch(existing.id, { budgetCents, month: currentMonth(), alerted: [] });
      else await tables.spendBudget.insert({ userId: user.id, budgetCents, month: currentMonth(), alerted: [] });
      await recordAudit(request, {
        userId: user.id,
        actor: user,
        action: 'budget.change',
        before,
        after: budgetText(budgetCents),
      });
      await alertBudget(user);
      return ok(budgetStatus(user));
    }),
  ),

  http.get(
    url(s.rateLimits),
    withAdmin(USAGE_CODES, ({ user }) => {
      const requests = tables.rateLimitRequest.filter((r) => r.userId === user.id);
      const list: RateLimitStatus[] = rateLimitedModels().map((m) => {
        const use = recentUse(user.id, m.id);
        const latest = requests.filter((r) => r.model === m.id).sort((a, b) => Number(b.id) - Number(a.id))[0];
        return {
          model: m.id,
          modelName: m.name,
          rpm: m.limits.rpm,
          tpm: m.limits.tpm,
          usedRpm: use.requests,
          usedTpm: use.tokens,
          request: latest ? toRequest(latest) : null,
        };
      });
      return ok(list);
    }),
  ),

  adminPost<RateLimitRequestInput>(s.rateLimitRequest, USAGE_CODES, async (body, { user }) => {
    const model = findModel(String(body.model ?? ''));
    const errors = rateLimitRequestErrors(
      {
        model: String(body.model ?? ''),
        rpm: String(body.rpm ?? ''),
        tpm: String(body.tpm ?? ''),
        reason: String(body.reason ?? ''),
      },
      model && isChatModel(model) ? model.limits : undefined,
    );
    const first = Object.values(errors)[0];
    if (first) refuse(first, 400);
    if (tables.rateLimitRequest.find((r) => r.userId === user.id && r.model === model?.id && r.status === 1))
      refuse(rateLimitMessages.pending, 400);
    const row = await tables.rateLimitRequest.insert({
      userId: user.id,
      model: String(body.model),
      rpm: Number(body.rpm),
      tpm: Number(body.tpm),
      reason: String(body.reason).trim(),
      status: 1,
      createTime: nowIso(),
    });
    return ok(toRequest(row));
  }),
];

import { resetSimulator, snapshot } from '../../../mocks/db/persist';
import { tables } from '../../../mocks/db/models';
test('x', () => {
  resetSimulator();
  const s = snapshot();
  console.log(Object.fromEntries(Object.entries(s.tables).map(([k, v]) => [k, v.length])), s.counters);
  console.log(tables.user.all().slice(0, 6).map((u) => [u.id, u.userId, u.userName, u.phone, u.roleIds, u.trialDeadline]));
});

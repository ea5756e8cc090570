/**
 * Applies the demo console's fault switches (mocks/rules/faults.ts). Placed first in
 * mocks/handlers.ts: it answers with the fault, or returns nothing so the area's real handler
 * answers. Paths outside the backend areas (static files, the health probe) never match.
 */
import { delay, http, HttpResponse } from 'msw';
import { transact } from '../db/persist';
import { faultFor, takeFault, type Fault } from '../rules/faults';
import { unauthorized } from '../rules/respond';

/** What a gateway in front of the platform sends: plain text, no `{code, msg}` envelope. */
const gatewayError = (status: number, text: string): Response =>
  new HttpResponse(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

async function answer(fault: Fault): Promise<Response | undefined> {
  switch (fault.kind) {
    case '500':
      return gatewayError(500, 'Internal Server Error');
    case '504':
      return gatewayError(504, 'Gateway Timeout');
    case '401':
      return unauthorized();
    case 'drop':
      return HttpResponse.error();
    case 'slow':
      await delay(fault.seconds * 1000);
      return undefined;
    // Billing's fault is posted with a call's charge, not answered here.
    case 'wrongCharge':
      return undefined;
  }
}

export const faultHandlers = [
  http.all('*', async ({ request }) => {
    const path = new URL(request.url).pathname;
    // Most calls meet no switch: they pay no unit of work here.
    if (!faultFor(path)) return undefined;
    // A used-up 'next' switch is stored as used up before the call sees it, so a reload keeps it so.
    const fault = await transact(() => takeFault(path));
    return fault ? answer(fault) : undefined;
  }),
];

/**
 * tough-cookie (msw's cookie store) asks tldts for a host's registrable domain, and tldts ships the
 * whole public-suffix list (~110 KB gzip). msw's store only keeps cookies that mocked responses
 * set, and the simulator sets none, so the last two labels are enough here: the same answer as
 * tldts for hosts a demo runs on (localhost, IP addresses, ordinary domains).
 */
const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host.startsWith('[') || host.includes(':') || ipv4.test(host)) return null;
  const labels = host.split('.').filter(Boolean);
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}

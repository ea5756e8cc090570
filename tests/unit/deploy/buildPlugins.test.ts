/**
 * The build's hand-over to nginx (deploy/buildPlugins.ts): the inline scripts' CSP hashes and a
 * real build without msw's service worker. tests/e2e-deploy/security.spec.ts checks the served
 * result; this pins the pieces. Expected hashes come from `openssl dgst -sha256 -binary | base64`.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { CSP_HASHES_FILE, cspHashesConf, cspScriptHashes, inlineScripts } from '../../../deploy/buildPlugins';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build output folder with `files`, and the hooks a plugin gets during `vite build` of it. */
function buildInto(files: Record<string, string>, env: Record<string, string> = {}) {
  dir = mkdtempSync(join(tmpdir(), 'build-plugins-'));
  mkdirSync(join(dir, 'dist'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'dist', name), text);
  const config = { root: dir, env, build: { outDir: 'dist' } } as unknown as ResolvedConfig;
  return {
    run(plugin: ReturnType<typeof cspScriptHashes>) {
      (plugin.configResolved as (c: ResolvedConfig) => void)(config);
      (plugin.writeBundle as () => void)();
    },
    file: (name: string) => join(dir, 'dist', name),
  };
}

describe('inline script hashes for the CSP', () => {
  it('finds inline scripts only, whatever their attributes', () => {
    const html =
      '<script type="module" src="/assets/a.js"></script><script>alert(1)</script><script type="module">x()</script><SCRIPT src=b.js></SCRIPT>';
    expect(inlineScripts(html)).toEqual(['alert(1)', 'x()']);
  });

  it('writes every page’s inline script hashes, once each, into the nginx include', () => {
    const build = buildInto({
      'index.html': '<head><script>alert(1)</script><script src="/assets/x.js"></script></head>',
      'agreement.html': '<script>alert(1)</script><script></script>',
      'notes.txt': '<script>ignored()</script>',
    });
    build.run(cspScriptHashes());
    const conf = readFileSync(build.file(CSP_HASHES_FILE), 'utf8');
    expect(conf).toContain(
      `set $csp_script_hashes "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";`,
    );
  });

  it('names no hash when no page has an inline script', () => {
    expect(cspHashesConf(['<script src="/a.js"></script>'])).toContain('set $csp_script_hashes "";');
  });
});

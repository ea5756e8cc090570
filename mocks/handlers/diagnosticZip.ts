/** The deployment test's zip download (mocks/handlers/health.ts): a Chinese file name, a folder. */
export const DOWNLOAD_FILE_NAME = '诊断数据.zip';
export const DOWNLOAD_ENTRIES = {
  '说明.txt': '这是模拟器的下载诊断文件。\n',
  'data/sample.json': '{"ok":true}\n',
} as const;

/**
 * Defined only in the demo's worker bundle (mocks/serviceWorkerPlugin.ts): the zip made when the
 * bundle was built. The browser reads and compiles the worker's script at every start, beside
 * every navigation of the demo, and jszip was a fifth of it, for this one download.
 */
declare const __DIAGNOSTIC_ZIP_BYTES__: number[] | undefined;

/** Made with jszip (~28 KB gzip), loaded with the first download. */
export async function makeDiagnosticZip(): Promise<Uint8Array<ArrayBuffer>> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const [name, content] of Object.entries(DOWNLOAD_ENTRIES)) zip.file(name, content);
  return new Uint8Array(await zip.generateAsync({ type: 'arraybuffer' }));
}

let made: Promise<Uint8Array<ArrayBuffer>> | undefined;
/** The zip's bytes; its entries never change, so it is made once. */
export const diagnosticZip = (): Promise<Uint8Array<ArrayBuffer>> =>
  (made ??=
    typeof __DIAGNOSTIC_ZIP_BYTES__ === 'object'
      ? Promise.resolve(new Uint8Array(__DIAGNOSTIC_ZIP_BYTES__))
      : makeDiagnosticZip());

/**
 * One file as a multipart body written by hand: jsdom's FormData/File do not reach Node's fetch
 * intact (the part's file name is lost).
 */
export function multipartFile(file: { name: string; type: string; bytes: Uint8Array }): {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
} {
  const head = new TextEncoder().encode(
    `--B\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = new TextEncoder().encode('\r\n--B--\r\n');
  const body = new Uint8Array(head.length + file.bytes.length + tail.length);
  body.set(head);
  body.set(file.bytes, head.length);
  body.set(tail, head.length + file.bytes.length);
  return { body, contentType: 'multipart/form-data; boundary=B' };
}

export const TINY_PNG = {
  name: 'icon.png',
  type: 'image/png',
  bytes: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
};

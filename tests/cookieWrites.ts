/** The cookie strings the page writes while `run` runs, as the browser receives them. */
export function cookieWrites(run: () => void): string[] {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: (): string => descriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  try {
    run();
  } finally {
    Reflect.deleteProperty(document, 'cookie');
  }
  return writes;
}

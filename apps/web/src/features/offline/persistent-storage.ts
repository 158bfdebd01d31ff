// docs/product.md §30.2: the device's store is asked to be persistent, so the browser does not clear it to make room
// while the workshop relies on it. Asked once per page; a browser may say no (Safari decides by itself), and the
// store still works, only at the browser's discretion.
let asked: Promise<boolean> | null = null;

export function askPersistentStorage(): Promise<boolean> {
  asked ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return false;
    try {
      return (await storage.persisted?.()) || (await storage.persist());
    } catch {
      return false;
    }
  })();
  return asked;
}

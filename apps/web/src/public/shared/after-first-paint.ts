// docs/decisions/067: a page rendered on the server is read from its HTML; the script that makes it interactive is
// fetched once the browser has painted it, so the download and the hydration never hold the first paint back (on a
// slow phone they took it from 1.2 to 1.7 s in Lighthouse's simulation). A page the server did not render (the Vite
// dev server) has nothing to paint first: it starts at once.
import { PAGE_DATA_ID } from './page-data';

/** Calls `start` after the next frame when the page carries the server's rendering, else at once. */
export function afterFirstPaint(start: () => void): void {
  if (!document.getElementById(PAGE_DATA_ID)) {
    start();
    return;
  }
  // A frame's callbacks run before it is painted; a task queued from them runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
}

// docs/decisions/070: the sign-in page is usable before React runs. Its code is fetched once the server's HTML is
// painted, but the page is hydrated only when the visitor first reaches for it (a key, a press, a focus): a visitor
// who reads the page costs the phone's main thread nothing, and one who types does so into the server's own inputs,
// whose text the hydration keeps (they are uncontrolled). A control the server drew disabled for the hydration's
// sake (marked with UNTIL_HYDRATED) is enabled at once instead; a press on a button or a form sent before the page
// is hydrated is held, and done again, on the same element, once it is. With JavaScript off the controls stay
// disabled, as the server drew them.

/** The attribute of a control the server draws disabled only because the page is not yet hydrated. */
export const UNTIL_HYDRATED = 'data-until-hydrated';

/** Put on the page's root once its held controls are enabled. */
const LIVE_ROOT = 'data-controls-live';

/**
 * Whether this page's controls were enabled before its hydration (use-hydrated.ts then hydrates them enabled, as
 * they are in the document); false on the server.
 */
export function controlsLiveBeforeHydration(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`[${LIVE_ROOT}]`) !== null;
}

/** What brings the page's code to life: its first key, press or focus. */
const WAKE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

export interface OnDemandOptions {
  /** Where the page is drawn. */
  root: HTMLElement;
  /** Fetches and evaluates the page's code (called once the first frame is painted, and again when woken). */
  load: () => Promise<unknown>;
  /** Hydrates the page, calling `onHydrated` once its handlers are in place. */
  hydrate: (onHydrated: () => void) => void;
}

type Held = { kind: 'press'; button: HTMLButtonElement } | { kind: 'send'; form: HTMLFormElement } | null;

/**
 * Enables the controls held for the hydration, and hydrates the page at the visitor's first key, press or focus,
 * or at once with `now()`. Returns `now`.
 */
export function hydrateOnDemand({ root, load, hydrate }: OnDemandOptions): () => void {
  for (const control of root.querySelectorAll<HTMLButtonElement | HTMLInputElement>(`[${UNTIL_HYDRATED}]`)) {
    control.disabled = false;
    control.removeAttribute(UNTIL_HYDRATED);
  }
  root.setAttribute(LIVE_ROOT, '');

  let isStarted = false;
  let held: Held = null;

  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target)) return;
    if (event.type === 'submit' && target instanceof HTMLFormElement) held = { kind: 'send', form: target };
    else if (event.type === 'click') {
      const button = target.closest('button');
      // A link keeps its own way: it needs no code.
      if (!button) return;
      held = { kind: 'press', button };
    } else return;
    event.preventDefault();
    event.stopImmediatePropagation();
    wake();
  };

  const stop = () => {
    WAKE_EVENTS.forEach((type) => window.removeEventListener(type, wake, true));
    window.removeEventListener('click', hold, true);
    window.removeEventListener('submit', hold, true);
  };

  const onHydrated = () => {
    stop();
    const again = held;
    held = null;
    // After the commit that enables the controls and sets the handlers.
    setTimeout(() => {
      if (again?.kind === 'press' && again.button.isConnected) again.button.click();
      if (again?.kind === 'send' && again.form.isConnected) again.form.requestSubmit();
    }, 0);
  };

  function wake(): void {
    if (isStarted) return;
    isStarted = true;
    load().then(
      () => hydrate(onHydrated),
      () => {
        // The code did not arrive: the next key, press or focus tries again.
        isStarted = false;
      },
    );
  }

  WAKE_EVENTS.forEach((type) => window.addEventListener(type, wake, { capture: true, passive: true }));
  window.addEventListener('click', hold, true);
  window.addEventListener('submit', hold, true);
  return wake;
}

// docs/decisions/070: the sign-in page hydrated at the visitor's first key, press or focus; what was pressed or sent
// before is done again once the handlers are in place, and nothing happens while the visitor only reads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateOnDemand, UNTIL_HYDRATED } from './hydrate-on-demand';

function page() {
  const root = document.createElement('div');
  root.innerHTML = `
    <form><input name="email" disabled ${UNTIL_HYDRATED}><button type="submit" disabled ${UNTIL_HYDRATED}>Entrar</button></form>
    <button type="button" id="pt" disabled ${UNTIL_HYDRATED}>PT</button>
    <button type="button" id="busy" disabled>Ocupado</button>
    <a href="#register" id="register">Regístrate</a>`;
  document.body.append(root);
  const form = root.querySelector('form')!;
  const pt = root.querySelector<HTMLButtonElement>('#pt')!;
  const handled: string[] = [];
  // What React's hydration does here: puts the handlers in place, then says so.
  const hydrate = vi.fn((onHydrated: () => void) => {
    pt.addEventListener('click', () => handled.push('pt'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      handled.push('sent');
    });
    onHydrated();
  });
  return { root, form, pt, handled, hydrate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateOnDemand', () => {
  it('enables the controls held for the hydration, and only those', () => {
    const { root, hydrate } = page();
    hydrateOnDemand({ root, load: () => Promise.resolve(), hydrate });
    expect(root.querySelector('input')!.disabled).toBe(false);
    expect(root.querySelector<HTMLButtonElement>('[type=submit]')!.disabled).toBe(false);
    expect(root.querySelector<HTMLButtonElement>('#busy')!.disabled).toBe(true);
  });

  it('does not hydrate a page that is only read', async () => {
    const { root, hydrate } = page();
    hydrateOnDemand({ root, load: () => Promise.resolve(), hydrate });
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('hydrates at the first focus, once', async () => {
    const { root, hydrate } = page();
    hydrateOnDemand({ root, load: () => Promise.resolve(), hydrate });
    root.querySelector('input')!.focus();
    root.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('holds a press made before the hydration and does it again after, once', async () => {
    const { root, pt, handled, hydrate } = page();
    hydrateOnDemand({ root, load: () => Promise.resolve(), hydrate });
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    pt.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(handled).toEqual([]);
    await settle();
    expect(handled).toEqual(['pt']);
    pt.click();
    expect(handled).toEqual(['pt', 'pt']);
  });

  it('holds a form sent before the hydration and sends it again after', async () => {
    const { root, form, handled, hydrate } = page();
    hydrateOnDemand({ root, load: () => Promise.resolve(), hydrate });
    const sent = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    await settle();
    expect(handled).toEqual(['sent']);
  });

  it('leaves a link alone', async () => {
    const { root, hydrate } = page();
    hydrateOnDemand({ root, load: () => Promise.resolve(), hydrate });
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#register')!.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
  });

  it('tries again at the next key when the code did not arrive', async () => {
    const { root, hydrate } = page();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    hydrateOnDemand({ root, load, hydrate });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once when asked', async () => {
    const { root, hydrate } = page();
    const now = hydrateOnDemand({ root, load: () => Promise.resolve(), hydrate });
    now();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

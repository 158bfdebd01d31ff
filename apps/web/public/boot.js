// Run once the page has been read (the start-up loader's markup and the route map are there) and before the app's
// modules: a deferred classic script (index.html) that holds no paint; the Content-Security-Policy refuses inline
// scripts.
//
// The Content-Security-Policy refuses eval (docs/product.md §27.4). zod probes it (new Function('')) when a schema
// is built and, though it catches the refusal, the browser reports a CSP violation. jitless skips the probe; zod
// reads this global when it loads, so it is set here, before they run.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

// The start-up screen speaks the language the app will (docs/product.md §1 "Language", §26.3; lib/i18n.ts keeps the
// choice under 'rueda.language'; Spanish unless Portuguese was chosen), from the first paint: the page's language and
// the loader's name, which index.html writes in Spanish.
let language = 'es';
try {
  if (window.localStorage.getItem('rueda.language') === 'pt') {
    language = 'pt';
    document.documentElement.lang = 'pt';
    document.querySelector('.boot-loader')?.setAttribute('aria-label', 'A carregar…');
  }
} catch {
  // Storage refused (private browsing): the default language, Spanish, as index.html has it.
}

// Decision 044: the requests every start makes leave now, with the page, instead of one after another once the
// app's code has arrived and run. The app takes each answer once where it would have asked
// (lib/early-requests.ts, whose test holds these URLs to the app's). The ID token, and the account with it, only
// for a browser that was signed in at its last start ('rueda.signedIn'): a signed-out one would only be refused.
let wasSignedIn = false;
try {
  wasSignedIn = window.localStorage.getItem('rueda.signedIn') === '1';
} catch {
  // Storage refused (private browsing): the token is asked for once the session is known.
}
try {
  const ask = (url) => fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  const early = { '/api/config': ask('/api/config'), '/api/auth/get-session': ask('/api/auth/get-session') };
  if (wasSignedIn) {
    early['/api/auth/token'] = ask('/api/auth/token');
    // The account follows with that token as soon as it arrives, as the app's first call would (no data).
    early['/api/functions/accountGet'] = early['/api/auth/token'].then(async (answer) => {
      if (!answer.ok) throw new Error(`The early ID token was refused (HTTP ${answer.status}).`);
      const { token } = await answer.clone().json();
      return fetch('/api/functions/accountGet', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
        body: '{"data":null}',
      });
    });
  }
  // A failure is the app's to report when it takes the answer; until then it is not an unhandled rejection.
  for (const answer of Object.values(early)) answer.catch(() => {});
  globalThis.__ruedaEarly = early;
} catch {
  // No fetch: the app asks for each as it always did.
}

// Decision 043: the screen the address names starts downloading its code and its texts (in the language above)
// now, with the page, instead of one round trip after another once the app runs. The build writes the map into
// index.html (scripts/route-preloads.mjs); a preload only fetches, it runs and applies nothing.
// Scripts as plain preloads in the CORS mode module scripts are fetched in (decision 043's addendum): a
// modulepreload also compiles each module at once, and the board names ninety.
try {
  const map = JSON.parse(document.getElementById('route-preloads')?.textContent ?? '{"files":[],"routes":[]}');
  const route = map.routes.find(([pattern]) => new RegExp(pattern).test(window.location.pathname));
  if (route) {
    const [, code, texts] = route;
    for (const index of [...code, ...(texts[language] ?? [])]) {
      const file = map.files[index];
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = file.endsWith('.css') ? 'style' : 'script';
      // As Vite's loader and the module scripts ask for them (CORS, no credentials), so that the download serves them.
      link.crossOrigin = '';
      link.href = file.endsWith('.css') ? `/assets/${file}` : `/assets/${file}.js`;
      document.head.appendChild(link);
    }
  }
} catch {
  // A map that cannot be read: the screen loads as it always did, a little later.
}

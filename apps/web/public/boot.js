// Run after the start-up loader's markup and before the app's modules (index.html), as a classic script: the
// Content-Security-Policy refuses inline scripts.
//
// Issue 14 point 7: the Content-Security-Policy refuses eval. zod probes it (new Function('')) when a schema is built
// and, though it catches the refusal, the browser reports a CSP violation. jitless skips the probe; zod reads this
// global when it loads, so it is set here, before they run.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

// Issue 15 point 6: the start-up screen speaks the language the app will (lib/i18n.ts keeps the choice under
// 'rueda.language'; Spanish unless Portuguese was chosen), from the first paint: the page's language and the
// loader's name, which index.html writes in Spanish.
try {
  if (window.localStorage.getItem('rueda.language') === 'pt') {
    document.documentElement.lang = 'pt';
    document.querySelector('.boot-loader')?.setAttribute('aria-label', 'A carregar…');
  }
} catch {
  // Storage refused (private browsing): the default language, Spanish, as index.html has it.
}

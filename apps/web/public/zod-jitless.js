// Issue 14 point 7: the Content-Security-Policy refuses eval. zod probes it (new Function('')) when a schema is built
// and, though it catches the refusal, the browser reports a CSP violation. jitless skips the probe; zod reads this
// global when it loads, so it is set here, before the app's modules run.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

// Chromium as the guide runs it here, for the journeys and the benchmarks alike: no sandbox as root,
// no GPU, nothing from the network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

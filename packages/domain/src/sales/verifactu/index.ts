// VERI*FACTU (Real Decreto 1007/2023, Orden HAC/1177/2024): the records, their huella's input, the QR's URL, and what
// the document's page and the functions say of them.
export * from './records.ts';
export * from './formats.ts';
export * from './huella-input.ts';
export * from './qr-url.ts';
export * from './alta-check.ts';
export * from './view.ts';

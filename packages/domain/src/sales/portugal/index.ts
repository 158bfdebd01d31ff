// Portugal (Decreto-Lei 28/2019, Portaria 195/2020, Portaria 363/2010, Despacho 8632/2014, Portaria 302/2016): the
// ATCUD, the QR code's text, what a document signs and prints, and the SAF-T (PT) invoicing file's input.
export * from './formats.ts';
export * from './atcud.ts';
export * from './qr-string.ts';
export * from './signature.ts';
export * from './saft-file.ts';

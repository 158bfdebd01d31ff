// VERI*FACTU (Real Decreto 1007/2023, Orden HAC/1177/2024): the records and their huella's input.
export * from './records.ts';
export * from './formats.ts';
export * from './huella-input.ts';

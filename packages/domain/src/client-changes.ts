// docs/product.md §30.1: changes sent from a device. A device that works without a connection queues its writes and
// sends them, in order, once it is back; an answer lost on the way makes it send the same change again. Each queued
// change carries a change id the device made, and the server applies a change id at most once: a resend is answered
// as the function answers now for what the first send created or touched, without a second effect
// (docs/decisions/075-changes-made-on-a-device-apply-once.md).
import { z } from 'zod';

/** A change's id, made on the device (a UUID); optional in the functions below, and without it a call is as before. */
export const ZChangeIdSchema = z.uuid();

/** The functions that take a change id: the writes a device may queue while it has no connection. */
export const CLIENT_CHANGE_FUNCTIONS = [
  'repairsCreate',
  'repairsUpdate',
  'repairsUpdateStatus',
  'repairsReorder',
  'repairPhotosAdd',
  'repairWorkStart',
  'repairWorkStop',
] as const;
export type ClientChangeFunction = (typeof CLIENT_CHANGE_FUNCTIONS)[number];

/** Days a change id is kept; a resend of an older one is no longer recognised (docs/product.md §30.1). */
export const CLIENT_CHANGE_KEEP_DAYS = 30;

/** The `reason` of a change id refused because it was used by another person, another function or for something else. */
export const CHANGE_ID_REUSED = 'change-id-reused';

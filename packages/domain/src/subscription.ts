// Subscription maths (docs/product.md §4 "Subscription states").

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product.md §4: trial days left are rounded up and never negative. */
export function trialDaysRemaining(trialEndsAt: string | null, now: Date): number {
  const end = trialEndsAt ? Date.parse(trialEndsAt) : NaN;
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** docs/product.md §4: how much of the trial has gone, 0–100 %. */
export function trialProgress(trialStartedAt: string | null, trialEndsAt: string | null, now: Date): number {
  const start = trialStartedAt ? Date.parse(trialStartedAt) : NaN;
  const end = trialEndsAt ? Date.parse(trialEndsAt) : NaN;
  if (Number.isNaN(end)) return 100;
  if (Number.isNaN(start) || end <= start) return now.getTime() >= end ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round(((now.getTime() - start) / (end - start)) * 100)));
}

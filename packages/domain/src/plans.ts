// Subscription plans (docs/product.md §3 "Plan", §9 default plan).
import { z } from 'zod';

export const ZPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Price in cents (docs/product.md §9: amounts are in cents). */
  price: z.number().int().nonnegative(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  features: z.array(z.string()),
});
export type TPlan = z.infer<typeof ZPlanSchema>;

/**
 * docs/product.md §9: the default fallback plan, Workshop Pro, 29.99 EUR per month, with its features in
 * Spanish. The server answers it from `callablesGetSubscriptionPlans`, and the web app falls back
 * to it when the plans cannot be fetched (docs/product.md §8). The features are product data shown as they
 * are, which is why this Spanish text lives here and not in a locale file.
 */
export const DEFAULT_PLAN: TPlan = {
  id: 'workshop-pro',
  name: 'Workshop Pro',
  price: 2999,
  currency: 'EUR',
  interval: 'month',
  features: [
    'Reparaciones ilimitadas, de la entrada a la entrega',
    'Clientes y sus bicicletas',
    'Calendario de citas',
    'Catálogo de servicios y precios',
    'Mecánicos del taller',
    'Avisos a clientes por WhatsApp',
    'Soporte por correo electrónico',
  ],
};

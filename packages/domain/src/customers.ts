// Customers and their bikes, as repairs need them (docs/product.md §3; their own screens come later).
// docs/product.md §3 leaves their fields beyond the repair's customer and bike "not shown".
import { z } from 'zod';

const name = z.string().trim().max(80);
const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+()\d\s.-]*$/);

export const ZCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  dni: z.string(),
  created: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomerSchema>;

/** What staff type for a new customer: a name or a phone at the least, so the shop can find them again. */
export const ZCustomerInputSchema = z
  .object({
    name: name.default(''),
    surname: name.default(''),
    phone: phone.default(''),
    email: z.union([z.literal(''), z.email().max(254)]).default(''),
    address: z.string().trim().max(200).default(''),
    dni: z.string().trim().max(20).default(''),
  })
  .refine((customer) => customer.name !== '' || customer.phone !== '', { message: 'A customer needs a name or a phone.', path: ['name'] });
export type TCustomerInput = z.input<typeof ZCustomerInputSchema>;

export const ZBikeSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  color: z.string(),
  year: z.number().int().nullable(),
  type: z.string(),
  created: z.string(),
});
export type TBike = z.infer<typeof ZBikeSchema>;

/** The kinds of bike a workshop sees; 'unknown' is docs/product.md §3's default. */
export const BIKE_TYPES = ['road', 'mountain', 'gravel', 'urban', 'electric', 'kids', 'other', 'unknown'] as const;

export const ZBikeInputSchema = z.object({
  manufacturer: z.string().trim().max(60).default(''),
  model: z.string().trim().max(80).default(''),
  color: z.string().trim().max(40).default(''),
  year: z.number().int().min(1900).max(2100).nullable().default(null),
  type: z.enum(BIKE_TYPES).default('unknown'),
});
export type TBikeInput = z.input<typeof ZBikeInputSchema>;

/** Digits of a phone, so '+34 600-11 22' and '3460011 22' find each other. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

import { z } from 'zod';

export const siteResponse = z
  .object({
    name: z.string(),
    tagline: z.string(),
    /** The name and tagline in Malayalam for Malayalam pages; empty while the farm has not written them (the English shows). */
    name_mal: z.string(),
    tagline_mal: z.string(),
    emails: z.object({ contact: z.string(), orders: z.string() }),
    phones: z.array(z.string()),
    /** Digits only, without the country code; the chat widget prefixes 91. */
    whatsapp_number: z.string(),
    website: z.string(),
    /** `farm_mal` and `outlet_mal`: the same addresses in Malayalam, empty while not written (the English shows). */
    addresses: z.object({
      farm: z.string(),
      outlet: z.string(),
      farm_mal: z.string(),
      outlet_mal: z.string(),
    }),
    social: z.object({ youtube: z.string(), instagram: z.string(), facebook: z.string() }),
    payment: z.object({
      gateway: z.enum(['razorpay', 'sandbox']),
      /** No real money moves: the offline sandbox, or Razorpay with test keys. */
      test_mode: z.boolean(),
      cod_enabled: z.boolean(),
    }),
    /** Under this many left, a counted size says "Only N left". */
    stock: z.object({ low_threshold: z.number().int() }).optional(),
  })
  .meta({ id: 'Site' });
export type SiteResponse = z.infer<typeof siteResponse>;

export const SITE_MESSAGES = {
  noShop: 'The shop’s details are not set up yet: start the shop once (npm start) or load its data first.',
} as const;

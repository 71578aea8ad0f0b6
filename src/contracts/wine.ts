import { z } from './zod';
import { DecimalStringSchema } from './common';

export const WineCategorySchema = z.enum(['red', 'white', 'sparkling', 'dessert', 'fortified']);

/** A wine asset as the showcase/carousel needs it (issue 3 widens this to the full entity). */
export const WineShowcaseItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  producer: z.string(),
  vintage: z.number().int(),
  region: z.string(),
  category: WineCategorySchema,
  current_value: DecimalStringSchema,
  appreciation_pct: DecimalStringSchema,
  bottle_count: z.number().int(),
  description: z.string(),
  image: z.string(),
});
export type WineShowcaseItem = z.infer<typeof WineShowcaseItemSchema>;

export const WineShowcaseResponseSchema = z.object({ items: z.array(WineShowcaseItemSchema) });
export type WineShowcaseResponse = z.infer<typeof WineShowcaseResponseSchema>;

import type { Crop } from '@farm/contract';

/** A crop as the API sends it, for the farm pages' tests. */
export function makeCrop(overrides: Partial<Crop> = {}): Crop {
  return {
    id: 3,
    name: 'Coconut',
    name_mala: 'തെങ്ങ്',
    category: 'main',
    image: 'coconut.svg',
    images: [
      { id: 1, image: 'coconut-g1.svg' },
      { id: 2, image: 'coconut-g2.svg' },
    ],
    description: 'Coconut palms are the backbone of our farm.',
    description1: 'Seedlings are raised from our best mother palms.',
    description2: 'A climber comes every 45 days.',
    description3: 'Mature nuts become copra for our chakku oil.',
    description4: 'We irrigate the palms weekly in the dry months.',
    description5:
      '<ul><li><strong>About 450 palms</strong> in rows</li><li>Harvested every 45 days</li></ul>',
    ...overrides,
  };
}
